import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SETTLE_MS, whenSettled } from "./timing";

/** A browser window whose idle callbacks the test fires, on a page loaded or still loading. */
function browser(readyState: DocumentReadyState) {
  const idle: (() => void)[] = [];
  const page = new EventTarget();
  vi.stubGlobal("window", {
    setTimeout,
    clearTimeout,
    addEventListener: page.addEventListener.bind(page),
    removeEventListener: page.removeEventListener.bind(page),
    requestIdleCallback: (run: () => void) => idle.push(run),
    cancelIdleCallback: () => idle.splice(0),
  });
  vi.stubGlobal("document", { readyState });
  return {
    fire: (type: string) => page.dispatchEvent(new Event(type)),
    fireIdle: () => {
      for (const run of idle.splice(0)) run();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("work nobody waits on", () => {
  it("starts when the loaded page has been left alone for the settle time and the browser is idle", () => {
    const { fireIdle } = browser("complete");
    const run = vi.fn();
    whenSettled(run);
    fireIdle();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    fireIdle();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    fireIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("waits for the page to load first", () => {
    const { fire, fireIdle } = browser("loading");
    const run = vi.fn();
    whenSettled(run);
    vi.advanceTimersByTime(SETTLE_MS * 3);
    fireIdle();
    expect(run).not.toHaveBeenCalled();
    fire("load");
    vi.advanceTimersByTime(SETTLE_MS);
    fireIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("keeps out of the reader's way: each press, key or wheel starts the wait again", () => {
    const { fire, fireIdle } = browser("complete");
    const run = vi.fn();
    whenSettled(run);
    for (const type of ["pointerdown", "keydown", "wheel", "touchstart"]) {
      vi.advanceTimersByTime(SETTLE_MS - 100);
      fire(type);
    }
    vi.advanceTimersByTime(SETTLE_MS - 1);
    fireIdle();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    fireIdle();
    expect(run).toHaveBeenCalledTimes(1);
    // Once started, later input changes nothing.
    fire("pointerdown");
    vi.advanceTimersByTime(SETTLE_MS);
    fireIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("never runs once cancelled, while waiting or while waiting for idle", () => {
    const { fireIdle } = browser("complete");
    const waiting = vi.fn();
    whenSettled(waiting)();
    vi.advanceTimersByTime(SETTLE_MS);
    fireIdle();
    expect(waiting).not.toHaveBeenCalled();
    const idle = vi.fn();
    const cancel = whenSettled(idle);
    vi.advanceTimersByTime(SETTLE_MS);
    cancel();
    fireIdle();
    expect(idle).not.toHaveBeenCalled();
  });
});
