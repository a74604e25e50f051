import { type ListKind, listKindFor } from "../../../machines/rules/magazine";
import type { Article } from "../../../workers/db/articles";
import { ArticleCard } from "./ArticleCard";

/**
 * A channel's list; the first two cards load eagerly (above the fold), the rest
 * lazily. A Top Ten list inside another channel gets the top-ten card.
 */
export function ArticleList({ articles, kind }: { articles: Article[]; kind: ListKind }) {
  return (
    <ol className={`mag-list mag-list--${kind}`} data-testid="article-list">
      {articles.map((article, i) => (
        <li key={article.id} className="mag-list__item">
          <ArticleCard
            article={article}
            kind={kind === "default" ? listKindFor(article.channel, article.categoryLabel) : kind}
            eager={i < 2}
          />
        </li>
      ))}
    </ol>
  );
}
