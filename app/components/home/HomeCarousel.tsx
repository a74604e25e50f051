import { useCallback, useEffect, useRef, useState } from "react";
import { useEmblaOnDemand } from "#app/lib/useEmblaOnDemand";
import { useInView } from "#app/lib/useInView";
import { CarouselDots } from "./CarouselDots";
import { CarouselTrack, carouselRegion } from "./CarouselTrack";
import { onCarouselKey } from "./carouselKeys";
import type { HomeCarouselProps } from "./homeCarouselProps";

/** How far below the screen a carousel starts loading embla, so it is ready when seen. */
const NEAR_SCREEN_PX = 600;

/** More pages than this show a counter instead of a row of dots (one room a screen on phones). */
const MAX_DOTS = 12;

/**
 * The homepage carousels (Most Read, Spotlight): the server's track of slides,
 * which embla takes over when the carousel nears the screen: `perScreen`
 * slides a screen on desktop (CSS narrows it on phones; embla pages by what
 * fits), arrows, dots, the arrow keys while focused, and `onPage` for every
 * page shown (analytics).
 */
export function HomeCarousel({ label, perScreen, slides, loop = false, onPage, onReady, testId }: HomeCarouselProps) {
  const [near, setNear] = useState(false);
  const { ref: frame } = useInView<HTMLDivElement>(() => setNear(true), { belowPx: NEAR_SCREEN_PX, once: true });
  const [viewport, embla] = useEmblaOnDemand(near, {
    align: "start",
    slidesToScroll: "auto",
    loop,
    containScroll: loop ? false : "trimSnaps",
  });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const onSelect = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    onPage?.(embla.selectedScrollSnap());
  }, [embla, onPage]);
  useEffect(() => {
    if (!embla) {
      // The same empty list: a new one would render the carousel again as the page hydrates.
      setSnaps((shown) => (shown.length === 0 ? shown : []));
      return;
    }
    setSnaps(embla.scrollSnapList());
    onReady?.({ scrollTo: (page) => embla.scrollTo(page) });
    const reInit = () => setSnaps(embla.scrollSnapList());
    embla.on("select", onSelect).on("reInit", reInit);
    return () => {
      embla.off("select", onSelect).off("reInit", reInit);
    };
  }, [embla, onSelect, onReady]);
  // The slide width follows perScreen (CSS): when it changes, embla counts its pages again (not when it starts: it has just measured).
  const measuredWith = useRef<{ embla: typeof embla; perScreen: number }>(undefined);
  useEffect(() => {
    const last = measuredWith.current;
    measuredWith.current = { embla, perScreen };
    if (embla && last?.embla === embla && last.perScreen !== perScreen) embla.reInit();
  }, [embla, perScreen]);
  const pages = snaps.length;
  // Until embla has counted its pages, the controls keep their room, hidden and inert, wherever the
  // slides will not all fit (on wide screens they fit when there are no more than perScreen):
  // they would otherwise push everything below them down as they appear.
  const pending = pages === 0 && slides.length > 1;
  return (
    <div
      ref={frame}
      {...carouselRegion({ label, perScreen, testId })}
      onKeyDown={(event) =>
        onCarouselKey(event, { previous: () => embla?.scrollPrev(), next: () => embla?.scrollNext() })
      }
    >
      <div className="home-carousel__viewport" ref={viewport}>
        <CarouselTrack slides={slides} />
      </div>
      {pages > 1 || pending ? (
        <div
          className="home-carousel__controls"
          inert={pending}
          data-pending={pending || undefined}
          data-fits-wide={(pending && slides.length <= perScreen) || undefined}
        >
          <button
            type="button"
            className="home-arrow"
            onClick={() => embla?.scrollPrev()}
            aria-label={`Previous: ${label}`}
          >
            <span aria-hidden="true">←</span>
          </button>
          {pages <= MAX_DOTS ? (
            <CarouselDots count={pages} selected={selected} name="Page" onGo={(i) => embla?.scrollTo(i)} />
          ) : (
            <span className="home-counter home-carousel__dots" aria-live="polite">
              {selected + 1} / {pages}
            </span>
          )}
          <button
            type="button"
            className="home-arrow"
            onClick={() => embla?.scrollNext()}
            aria-label={`Next: ${label}`}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
