import { useEffect, useState } from "react";
import { track } from "#app/lib/analytics";
import { useInView } from "#app/lib/useInView";
import { relatedLayout, SMALL_SCREEN_QUERY } from "#machines/rules/magazine/magazine";
import type { ArticleTeaser } from "#machines/rules/magazine/teaserTypes";
import { RelatedCard } from "./RelatedCard";
import { RelatedCarousel } from "./RelatedCarousel";

/** How far below the screen the section becomes a carousel, so it is one when seen. */
const NEAR_SCREEN_PX = 600;

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
 * server HTML, becoming an embla carousel where the rules ask for one when
 * the section nears the screen (it sits below the article: a page load
 * seldom reaches it). Impressions and clicks go to analytics.
 */
export function RelatedArticles({ articles }: { articles: ArticleTeaser[] }) {
  const small = useSmallScreen();
  const [near, setNear] = useState(false);
  const { ref: section } = useInView<HTMLElement>(() => setNear(true), { belowPx: NEAR_SCREEN_PX, once: true });
  useEffect(() => {
    if (articles.length > 0) track({ event: "related_impression", articleIds: articles.map((a) => a.id) });
  }, [articles]);
  if (articles.length === 0) return null;
  const layout = small === null || !near ? null : relatedLayout(articles.length, small);
  return (
    <section ref={section} className="mag-related" aria-labelledby="related-heading" data-testid="related">
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
