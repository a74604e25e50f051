import { type RefObject, useCallback, useEffect, useRef } from "react";

export interface InViewOptions {
  /** How far below the viewport still counts as in view, in px. */
  belowPx?: number;
  /** How far above the viewport still counts as in view, in px. */
  abovePx?: number;
  /**
   * Whether an element above the viewport counts too: "the end of the list is
   * within 200 px" holds just as well when the reader jumped past it (End key,
   * a scrollbar drag, a fling), which a plain viewport check never sees.
   */
  orAbove?: boolean;
  /** Call `onInView` the first time only, then stop watching (a section that loads once). */
  once?: boolean;
}

// Far enough above the viewport to hold any page: the intersection root grows this much upwards.
const WHOLE_PAGE_ABOVE_PX = 1_000_000;

/** Whether `element` is within `belowPx` under the viewport (and, with `orAbove`, anywhere above it), measured now. */
export function isInView(element: Element, { belowPx = 0, abovePx = 0, orAbove = false }: InViewOptions = {}): boolean {
  // Not laid out (display: none, detached): never in view.
  if (!element.isConnected || element.getClientRects().length === 0) return false;
  const box = element.getBoundingClientRect();
  const viewport = window.innerHeight;
  return box.top <= viewport + belowPx && (orAbove || box.bottom >= -abovePx);
}

/**
 * The site's one IntersectionObserver: watches an element and calls
 * `onInView` each time it comes into view (as `isInView` defines it), or only
 * the first time with `once`; `check()` measures it now, for callers that
 * changed the page under it (a list that just grew).
 *
 * `check()` also starts the watch afresh. An observer reports only changes it
 * sees at a frame: when a list grows and the reader jumps to its new end
 * before the next frame, the marker was "in view" at both frames and nothing
 * would be reported. Watched afresh, the observer reports the marker's state
 * at its next frame, whatever it was before.
 */
export function useInView<T extends Element>(
  onInView: () => void,
  options: InViewOptions = {},
): { ref: RefObject<T | null>; check: () => boolean } {
  const ref = useRef<T>(null);
  const observerRef = useRef<IntersectionObserver | null>(null);
  const callback = useRef(onInView);
  callback.current = onInView;
  const { belowPx = 0, abovePx = 0, orAbove = false, once = false } = options;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        if (once) {
          observer.disconnect();
          observerRef.current = null;
        }
        callback.current();
      },
      { rootMargin: `${orAbove ? WHOLE_PAGE_ABOVE_PX : abovePx}px 0px ${belowPx}px 0px` },
    );
    observer.observe(element);
    observerRef.current = observer;
    return () => {
      observer.disconnect();
      observerRef.current = null;
    };
  }, [belowPx, abovePx, orAbove, once]);
  const check = useCallback(() => {
    const element = ref.current;
    if (!element) return false;
    const observer = observerRef.current;
    if (observer) {
      observer.unobserve(element);
      observer.observe(element);
    }
    return isInView(element, { belowPx, abovePx, orAbove });
  }, [belowPx, abovePx, orAbove]);
  return { ref, check };
}
