import { useEffect, useState } from "react";
import { track } from "#app/lib/analytics";
import { lazyComponent } from "#app/lib/lazy";
import { relatedLayout, SMALL_SCREEN_QUERY } from "#machines/rules/magazine/magazine";
import type { ArticleTeaser } from "#workers/db/articleTeaser";
import { RelatedCard } from "./RelatedCard";

// embla comes only with the carousel, only when the layout asks for one.
const RelatedCarousel = lazyComponent(() => import("./RelatedCarousel"), { fallback: null });

/** Whether the viewport is a small screen; null until known (server render). */
function useSmallScreen(): boolean | null {
  const [small, setSmall] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(SMALL_SCREEN_QUERY);
    const update = () => setSmall(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return small;
}

/**
 * Related articles: hidden when none; a static list in the
 * server HTML, becoming an embla carousel where the rules ask for one.
 * Impressions and clicks go to analytics.
 */
export function RelatedArticles({ articles }: { articles: ArticleTeaser[] }) {
  const small = useSmallScreen();
  useEffect(() => {
    if (articles.length > 0) track({ event: "related_impression", articleIds: articles.map((a) => a.id) });
  }, [articles]);
  if (articles.length === 0) return null;
  const layout = small === null ? null : relatedLayout(articles.length, small);
  return (
    <section className="mag-related" aria-labelledby="related-heading" data-testid="related">
      <h2 id="related-heading" className="mag-section-label">
        Related
      </h2>
      {layout?.kind === "carousel" ? (
        <RelatedCarousel articles={articles} perScreen={layout.perScreen} dots={layout.dots} />
      ) : (
        <ul className="mag-related__list">
          {articles.map((a, i) => (
            <li key={a.id} className="mag-related__item">
              <RelatedCard article={a} position={i} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
