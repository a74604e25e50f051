import { Link } from "#app/components/navigation/Link";
import { channelLabel, IMAGE_WIDTH, type ListKind, showsListImage } from "#machines/rules/magazine/magazine";
import type { ArticleListItem } from "#machines/rules/magazine/teaserTypes";
import { ArticleImage, type Crop } from "./ArticleImage";
import { Byline } from "./Byline";
import { DateLine } from "./DateLine";
import { Html } from "./Html";

const CROP: Record<ListKind, Crop> = {
  news: "square",
  topten: "square",
  passages: "original",
  video: "landscape",
  default: "landscape",
};

/**
 * One article in a channel list, laid out for its list kind:
 * news with a square image and date and time (images only after 1 Jan 2019),
 * top ten and passages, video with a play mark, and the default feature card.
 */
export function ArticleCard({
  article,
  kind,
  eager = false,
}: {
  article: ArticleListItem;
  kind: ListKind;
  eager?: boolean;
}) {
  const image = article.primaryImage && showsListImage(kind, article.published) ? article.primaryImage : null;
  const width = IMAGE_WIDTH[kind];
  return (
    <article className={`mag-card mag-card--${kind}${image ? "" : " mag-card--no-image"}`} data-testid="article-card">
      {image ? (
        <Link to={article.url} className="mag-card__media" tabIndex={-1} aria-hidden="true">
          <ArticleImage image={image} crop={CROP[kind]} width={width} eager={eager} alt="" />
          {kind === "video" || article.hasVideo ? <span className="mag-card__play">Play</span> : null}
        </Link>
      ) : null}
      <div className="mag-card__text">
        <p className="mag-kicker">
          {article.isSponsoredContent ? <span className="mag-badge">Sponsored</span> : null}
          {kind === "news" ? (
            <DateLine iso={article.published} text={article.publishedTimeText} />
          ) : (
            article.categoryLabel || channelLabel(article.channel)
          )}
        </p>
        <h2 className="mag-card__title">
          <Link to={article.url}>
            <Html html={article.hedFormatted || article.titleFormatted} />
          </Link>
        </h2>
        {article.dekFormatted ? <Html as="p" className="mag-card__dek" html={article.dekFormatted} /> : null}
        {kind === "news" && article.bodyExcerpt ? <p className="mag-card__excerpt">{article.bodyExcerpt}</p> : null}
        {kind !== "news" ? (
          <div className="mag-card__meta">
            <Byline article={article} className="mag-card__byline" />
            <DateLine iso={article.published} text={article.publishedText} />
          </div>
        ) : null}
        {article.pick ? (
          <p className="mag-card__place">
            {[article.pick.locationName, article.pick.placeListedUnder].filter(Boolean).join(", ")}
          </p>
        ) : null}
      </div>
    </article>
  );
}
