import { lazyComponent } from "#app/lib/lazy";
import { useRootData } from "#app/lib/rootData";
import type { Article } from "#machines/rules/magazine/articleTypes";
import { SPOTLIGHT_BLOCK_SIZE } from "#machines/rules/magazine/homepage";
import { RANDOM_VIEWING_ROOMS_PAGE_SIZE } from "#machines/rules/magazine/magazine";
import { LazyPlaceholder } from "./LazyPlaceholder";
import { useLazyData } from "./useLazyData";

// The slides and their machine load with the rooms, which come when the section nears the screen.
const SpotlightSlides = lazyComponent<{ rooms: Article[] }>(
  () => import("./SpotlightSlides").then((m) => ({ default: m.SpotlightSlides })),
  { fallback: null },
);

/**
 * Section 6: 'Spotlight on select {month} Advertisers', a
 * carousel of random viewing rooms (a block of 52), 3 a screen or 1 below
 * 840 px, padded to a multiple of that; impressions and clicks go to
 * analytics as the promotion 'spotlight'. Lazy. The loader writes the `title`.
 */
export function SpotlightCarousel({ title }: { title: string }) {
  const { apiPath } = useRootData().config;
  const { ref, data } = useLazyData<{ _embedded: { items: Article[] } }>(
    `${apiPath}/items/issue/type/600?pageSize=${RANDOM_VIEWING_ROOMS_PAGE_SIZE}`,
  );
  const rooms = data?._embedded.items.slice(0, SPOTLIGHT_BLOCK_SIZE) ?? [];
  return (
    <section ref={ref} className="home-section home-spotlight" aria-labelledby="home-spotlight" data-testid="spotlight">
      <h2 id="home-spotlight" className="home-label home-label--rule">
        {title}
      </h2>
      {rooms.length > 0 ? (
        <SpotlightSlides rooms={rooms} />
      ) : (
        <LazyPlaceholder href="/viewing-rooms" text="See all viewing rooms" />
      )}
    </section>
  );
}
