import { Link } from "#app/components/navigation/Link";
import { track } from "#app/lib/analytics";
import type { ArticleTeaser } from "#machines/rules/magazine/teaserTypes";
import { ArticleImage } from "./ArticleImage";
import { DateLine } from "./DateLine";
import { Html } from "./Html";

/** One related article; a click is reported to analytics. */
export function RelatedCard({ article, position }: { article: ArticleTeaser; position: number }) {
  return (
    <>
      <Link
        to={article.url}
        className="mag-related__link"
        onClick={() => track({ event: "related_click", articleId: article.id, position })}
      >
        {article.primaryImage ? (
          <ArticleImage image={article.primaryImage} crop="landscape" width={400} alt="" />
        ) : null}
        <Html as="h3" className="mag-related__title" html={article.hedFormatted || article.titleFormatted} />
      </Link>
      <DateLine iso={article.published} text={article.publishedText} />
    </>
  );
}
