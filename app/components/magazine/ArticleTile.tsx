import { Link } from "#app/components/navigation/Link";
import { channelLabel } from "#machines/rules/magazine/magazine";
import type { ArticleTeaser } from "#machines/rules/magazine/teaserTypes";
import { ArticleImage } from "./ArticleImage";
import { Byline } from "./Byline";
import { Html } from "./Html";

/** A compact card for rows of features (front page, an issue's contents): landscape image, kicker, headline, byline. */
export function ArticleTile({
  article,
  sizes = "(max-width: 840px) 100vw, 25vw",
}: {
  article: ArticleTeaser;
  sizes?: string;
}) {
  return (
    <>
      {article.primaryImage ? (
        <Link to={article.url} tabIndex={-1} aria-hidden="true">
          <ArticleImage image={article.primaryImage} crop="landscape" width={400} sizes={sizes} alt="" />
        </Link>
      ) : null}
      <p className="mag-kicker">{article.categoryLabel || channelLabel(article.channel)}</p>
      <h3 className="mag-row__title">
        <Link to={article.url}>
          <Html html={article.hedFormatted || article.titleFormatted} />
        </Link>
      </h3>
      <Byline article={article} className="mag-card__byline" />
    </>
  );
}
