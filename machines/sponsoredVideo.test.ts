import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { sponsoredVideoMachine } from "./sponsoredVideo";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A random source that answers the given draws in turn. */
const draws = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe("sponsored video teaser", () => {
  it("picks by probabilityweight at once and again every 8 s", () => {
    // Weights 1, 3, 6: draws 0.05 → 0, 0.2 → 1, 0.9 → 2.
    const actor = createActor(sponsoredVideoMachine(draws(0.9, 0.05, 0.2)), {
      input: { count: 3, weights: [1, 3, 6] },
    }).start();
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(7_999);
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(8_000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it("never picks a video of weight 0", () => {
    const actor = createActor(sponsoredVideoMachine(draws(0, 0.5, 0.99)), {
      input: { count: 3, weights: [0, 5, 0] },
    }).start();
    for (let i = 0; i < 3; i++) {
      expect(actor.getSnapshot().context.index).toBe(1);
      vi.advanceTimersByTime(8_000);
    }
  });

  it("holds still under the pause control and for reduced motion", () => {
    const actor = createActor(sponsoredVideoMachine(draws(0.05, 0.9)), {
      input: { count: 2, weights: [1, 1] },
    }).start();
    actor.send({ type: "PAUSE" });
    vi.advanceTimersByTime(80_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    const calm = createActor(sponsoredVideoMachine(draws(0.9)), {
      input: { count: 2, weights: [1, 1], reducedMotion: true },
    }).start();
    expect(calm.getSnapshot().value).toBe("paused");
  });
});
