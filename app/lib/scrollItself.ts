/** Where the browser sends no `scrollend`, a scroll the page started counts as over after this long without a scroll event. */
export const SELF_SCROLL_QUIET_MS = 1000;

/** The parts of a scrolling element this needs (a fake one in tests). */
export type Scroller = Pick<HTMLElement, "scrollTo" | "addEventListener" | "removeEventListener">;

export interface SelfScroll {
  /** True while the scroll the page started is under way: its scroll events are not the reader's. */
  isScrolling(): boolean;
  /** Stops listening; the scroll counts as over. */
  cancel(): void;
}

/**
 * Scrolls `element` smoothly to `top`, and tells its own scroll from the reader's. The scroll is
 * over at the browser's `scrollend`, or once no scroll event has come for SELF_SCROLL_QUIET_MS
 * (also when there was nothing to scroll). The wait restarts at each scroll event: on a busy
 * main thread a smooth scroll's frames come late, and a wait counted from the start could end
 * before the scroll does, so its last scroll events would be taken for the reader's.
 */
export function scrollItself(element: Scroller, top: number): SelfScroll {
  let scrolling = true;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    scrolling = false;
    clearTimeout(quiet);
    element.removeEventListener("scroll", waitForQuiet);
    element.removeEventListener("scrollend", end);
  };
  function waitForQuiet() {
    clearTimeout(quiet);
    quiet = setTimeout(end, SELF_SCROLL_QUIET_MS);
  }
  element.addEventListener("scroll", waitForQuiet);
  element.addEventListener("scrollend", end);
  waitForQuiet();
  element.scrollTo({ top, behavior: "smooth" });
  return { isScrolling: () => scrolling, cancel: end };
}
