import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { type RefObject, useEffect, useRef, useState } from "react";
import { withChunkTimeout } from "./lazy";

/**
 * Embla on a carousel's own markup, loaded and started once `active`. The
 * slides the server rendered stay in place: starting embla measures them and
 * adds the controls, instead of building the track again (a new DOM and a
 * forced layout in one long task while the page loads). Until then, and if
 * its chunk fails, the carousel shows its first slides without controls.
 *
 * Returns the ref for the viewport element and the running carousel.
 */
export function useEmblaOnDemand(
  active: boolean,
  options: EmblaOptionsType,
): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  // A ref, not state: a state set while the page hydrates (a ref callback runs in the commit) is a
  // synchronous update, which makes React run every effect of the page in the same long task.
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  // Compared by value: callers pass a fresh options object each render.
  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    const element = viewport.current;
    if (!active || !element) return;
    let running: EmblaCarouselType | undefined;
    let stopped = false;
    withChunkTimeout(() => import("embla-carousel")).then(
      ({ default: EmblaCarousel }) => {
        if (stopped) return;
        running = EmblaCarousel(element, JSON.parse(optionsKey) as EmblaOptionsType);
        setEmbla(running);
      },
      (error: unknown) => console.error("Carousel chunk failed", error),
    );
    return () => {
      stopped = true;
      running?.destroy();
      setEmbla(undefined);
    };
  }, [active, optionsKey]);
  return [viewport, embla];
}
