import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Scroller, SELF_SCROLL_QUIET_MS, scrollItself } from "./scrollItself";

/** A scrolling list whose scroll events the test fires. */
function list() {
  const events = new EventTarget();
  const scrollTo = vi.fn();
  const element = {
    scrollTo,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as Scroller;
  return { element, scrollTo, fire: (type: "scroll" | "scrollend") => events.dispatchEvent(new Event(type)) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a list scrolling itself to a selection", () => {
  it("scrolls smoothly to the place asked for, and its scroll is its own until the browser's scrollend", () => {
    const { element, scrollTo, fire } = list();
    const scroll = scrollItself(element, 50);
    expect(scrollTo).toHaveBeenCalledWith({ top: 50, behavior: "smooth" });
    fire("scroll");
    expect(scroll.isScrolling()).toBe(true);
    fire("scrollend");
    expect(scroll.isScrolling()).toBe(false);
  });

  it("stays its own through a scroll slower than the quiet wait, as on a busy phone, and ends the wait after its last scroll event", () => {
    const { element, fire } = list();
    const scroll = scrollItself(element, 50);
    // Frames 400 ms apart for 3 s: a wait counted from the start would have ended after 1 s.
    for (let t = 0; t < 3000; t += 400) {
      vi.advanceTimersByTime(400);
      fire("scroll");
      expect(scroll.isScrolling()).toBe(true);
    }
    vi.advanceTimersByTime(SELF_SCROLL_QUIET_MS - 1);
    expect(scroll.isScrolling()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(scroll.isScrolling()).toBe(false);
  });

  it("is over after the quiet wait when there was nothing to scroll (no scroll event, no scrollend)", () => {
    const { element } = list();
    const scroll = scrollItself(element, 0);
    vi.advanceTimersByTime(SELF_SCROLL_QUIET_MS - 1);
    expect(scroll.isScrolling()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(scroll.isScrolling()).toBe(false);
  });

  it("once over, the reader's scrolling is the reader's: a later scroll event does not make it the list's again", () => {
    const { element, fire } = list();
    const scroll = scrollItself(element, 50);
    fire("scrollend");
    fire("scroll");
    vi.advanceTimersByTime(10);
    expect(scroll.isScrolling()).toBe(false);
  });

  it("cancelled (a new selection, the map closed), it is over and listens no more", () => {
    const { element, fire } = list();
    const scroll = scrollItself(element, 50);
    scroll.cancel();
    expect(scroll.isScrolling()).toBe(false);
    fire("scroll");
    vi.advanceTimersByTime(SELF_SCROLL_QUIET_MS);
    expect(scroll.isScrolling()).toBe(false);
  });
});
