import { Link } from "#app/components/navigation/Link";
import type { Article } from "#machines/rules/magazine/articleTypes";
import { ArticleImage } from "./ArticleImage";
import { Byline } from "./Byline";
import { Html } from "./Html";

/** One review in a picks list: image, title, venue, address, run dates, curated by, text. */
export function PickEntry({ pick, eager = false }: { pick: Article; eager?: boolean }) {
  const facts = pick.pick;
  return (
    <article className="mag-pick" data-testid="pick">
      {pick.primaryImage ? (
        <figure className="mag-pick__figure">
          <ArticleImage image={pick.primaryImage} crop="original" width={810} eager={eager} />
          {pick.primaryImage.captionFormatted ? (
            <Html as="figcaption" className="mag-caption" html={pick.primaryImage.captionFormatted} />
          ) : null}
        </figure>
      ) : null}
      <div className="mag-pick__text">
        <p className="mag-kicker">{facts?.placeListedUnder}</p>
        <h2 className="mag-pick__title">
          <Link to={pick.url}>
            <Html html={pick.titleFormatted} />
          </Link>
        </h2>
        {facts ? (
          <p className="mag-pick__venue">
            <strong>{facts.locationOverride || facts.locationName}</strong>
            {facts.locationAddress ? <span className="mag-pick__address">{facts.locationAddress}</span> : null}
            {facts.runDates ? <span className="mag-pick__dates">{facts.runDates}</span> : null}
            {facts.curatedBy ? <span className="mag-pick__curated">Curated by {facts.curatedBy}</span> : null}
          </p>
        ) : null}
        <Html as="div" className="mag-prose mag-pick__body" html={pick.bodyFormatted || pick.dekFormatted} />
        <Byline article={pick} />
      </div>
    </article>
  );
}
