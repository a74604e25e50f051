import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import { CarouselDots } from "./CarouselDots";
import { CarouselTrack, carouselRegion } from "./CarouselTrack";
import { onCarouselKey } from "./carouselKeys";
import type { HomeCarouselProps } from "./homeCarouselProps";

/** More pages than this show a counter instead of a row of dots (one room a screen on phones). */
const MAX_DOTS = 12;

/**
 * The homepage carousels (Most Read, Spotlight), on embla: `perScreen` slides
 * a screen on desktop (CSS narrows it on phones; embla pages by what fits),
 * arrows, dots, the arrow keys while focused, and `onPage` for every page
 * shown (analytics). Loaded by HomeCarousel when the carousel nears the screen.
 */
export function EmblaCarousel({ label, perScreen, slides, loop = false, onPage, onReady, testId }: HomeCarouselProps) {
  const [viewport, embla] = useEmblaCarousel({
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
    if (!embla) return;
    setSnaps(embla.scrollSnapList());
    onReady?.({ scrollTo: (page) => embla.scrollTo(page) });
    const reInit = () => setSnaps(embla.scrollSnapList());
    embla.on("select", onSelect).on("reInit", reInit);
    return () => {
      embla.off("select", onSelect).off("reInit", reInit);
    };
  }, [embla, onSelect, onReady]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: perScreen changes the slides' CSS width, so embla must measure again
  useEffect(() => {
    // The slide width follows perScreen (CSS): let embla count its pages again.
    embla?.reInit();
  }, [embla, perScreen]);
  const pages = snaps.length;
  return (
    <div
      {...carouselRegion({ label, perScreen, testId })}
      onKeyDown={(event) =>
        onCarouselKey(event, { previous: () => embla?.scrollPrev(), next: () => embla?.scrollNext() })
      }
    >
      <div className="home-carousel__viewport" ref={viewport}>
        <CarouselTrack slides={slides} />
      </div>
      {pages > 1 ? (
        <div className="home-carousel__controls">
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
