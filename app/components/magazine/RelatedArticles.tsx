import { Link } from "react-router";
import type { Article } from "../../../workers/db/articles";
import { ArticleImage } from "./ArticleImage";
import { DateLine } from "./DateLine";
import { Html } from "./Html";

/**
 * Related articles as a static list (spec 1 §4): hidden when there are none.
 * The carousel for more than 3 on desktop comes with the magazine issue.
 */
export function RelatedArticles({ articles }: { articles: Article[] }) {
  if (articles.length === 0) return null;
  return (
    <section className="mag-related" aria-labelledby="related-heading" data-testid="related">
      <h2 id="related-heading" className="mag-section-label">
        Related
      </h2>
      <ul className="mag-related__list">
        {articles.slice(0, 4).map((a) => (
          <li key={a.id} className="mag-related__item">
            <Link to={a.url} className="mag-related__link">
              {a.primaryImage ? <ArticleImage image={a.primaryImage} crop="landscape" width={400} alt="" /> : null}
              <Html as="h3" className="mag-related__title" html={a.hedFormatted || a.titleFormatted} />
            </Link>
            <DateLine iso={a.published} />
          </li>
        ))}
      </ul>
    </section>
  );
}
