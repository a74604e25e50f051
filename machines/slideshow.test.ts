import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { slideshowMachine } from "./slideshow";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(input: { count: number; index?: number; autoFlip?: boolean }) {
  const shown: number[] = [];
  const actor = createActor(
    slideshowMachine.provide({ actions: { showIndex: ({ context }) => void shown.push(context.index) } }),
    { input },
  ).start();
  return { actor, shown, index: () => actor.getSnapshot().context.index };
}

describe("slideshow", () => {
  it("starts at the idx of the address, clamped", () => {
    expect(start({ count: 4, index: 2 }).index()).toBe(2);
    expect(start({ count: 4, index: 9 }).index()).toBe(3);
  });

  it("goes next and previous, stopping at both ends, and rewinds", () => {
    const { actor, shown, index } = start({ count: 3 });
    actor.send({ type: "PREVIOUS" });
    expect(index()).toBe(0);
    actor.send({ type: "NEXT" });
    actor.send({ type: "NEXT" });
    actor.send({ type: "NEXT" });
    expect(index()).toBe(2);
    actor.send({ type: "REWIND" });
    expect(index()).toBe(0);
    actor.send({ type: "GO", index: 1 });
    expect(index()).toBe(1);
    expect(shown).toEqual([0, 1, 2, 2, 0, 1]);
  });

  it("follows the arrow keys and half clicks", () => {
    const { actor, index } = start({ count: 3 });
    actor.send({ type: "KEY", key: "ArrowRight" });
    expect(index()).toBe(1);
    actor.send({ type: "KEY", key: "ArrowLeft" });
    expect(index()).toBe(0);
    actor.send({ type: "KEY", key: "Enter" });
    expect(index()).toBe(0);
    actor.send({ type: "HALF_CLICK", right: true });
    expect(index()).toBe(1);
    actor.send({ type: "HALF_CLICK", right: false });
    expect(index()).toBe(0);
  });

  it("turns on swipes of 60 px and ignores drags", () => {
    const { actor, index } = start({ count: 3 });
    actor.send({ type: "SWIPE", dx: -59 });
    expect(index()).toBe(0);
    actor.send({ type: "SWIPE", dx: -60 });
    expect(index()).toBe(1);
    actor.send({ type: "SWIPE", dx: 80 });
    expect(index()).toBe(0);
  });

  it("flips media every 3.5 s while playing, stopping on the last slide", () => {
    const { actor, index } = start({ count: 3, autoFlip: true });
    expect(actor.getSnapshot().matches({ flipping: "playing" })).toBe(true);
    vi.advanceTimersByTime(3_499);
    expect(index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(3_500);
    expect(index()).toBe(2);
    vi.advanceTimersByTime(3_500);
    expect(actor.getSnapshot().matches({ flipping: "paused" })).toBe(true);
    actor.send({ type: "PLAY" });
    expect(actor.getSnapshot().matches({ flipping: "paused" })).toBe(true);
  });

  it("plays from the start unless told not to", () => {
    expect(start({ count: 3 }).actor.getSnapshot().matches({ flipping: "playing" })).toBe(true);
    expect(start({ count: 3, autoFlip: false }).actor.getSnapshot().matches({ flipping: "paused" })).toBe(true);
    expect(start({ count: 1 }).actor.getSnapshot().matches({ flipping: "paused" })).toBe(true);
  });

  it.each([
    [{ type: "NEXT" }],
    [{ type: "PREVIOUS" }],
    [{ type: "REWIND" }],
    [{ type: "GO", index: 2 }],
    [{ type: "KEY", key: "ArrowRight" }],
    [{ type: "HALF_CLICK", right: false }],
    [{ type: "SWIPE", dx: -80 }],
  ] as const)("the reader's own move (%o) pauses flipping", (event) => {
    const { actor } = start({ count: 4, index: 1 });
    actor.send(event);
    const at = actor.getSnapshot().context.index;
    expect(actor.getSnapshot().matches({ flipping: "paused" })).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.index).toBe(at);
  });

  it("pauses for reduced motion; a reader can still press play", () => {
    const { actor, index } = start({ count: 3 });
    actor.send({ type: "REDUCE_MOTION" });
    vi.advanceTimersByTime(10_000);
    expect(index()).toBe(0);
    actor.send({ type: "PLAY" });
    vi.advanceTimersByTime(3_500);
    expect(index()).toBe(1);
  });

  it("pauses and plays again; stays paused without autoFlip", () => {
    const { actor, index } = start({ count: 3, autoFlip: true });
    actor.send({ type: "PAUSE" });
    vi.advanceTimersByTime(10_000);
    expect(index()).toBe(0);
    actor.send({ type: "PLAY" });
    vi.advanceTimersByTime(3_500);
    expect(index()).toBe(1);
    const still = start({ count: 3, autoFlip: false });
    vi.advanceTimersByTime(10_000);
    expect(still.actor.getSnapshot().matches({ flipping: "paused" })).toBe(true);
  });

  it("lays the slides out 250 ms after the last resize, not during it", () => {
    const { actor } = start({ count: 3 });
    const snapshot = () => actor.getSnapshot();
    expect(snapshot().context.slideWidth).toBeNull();
    actor.send({ type: "RESIZE", width: 800 });
    expect(snapshot().matches({ layout: "resizing" })).toBe(true);
    vi.advanceTimersByTime(200);
    actor.send({ type: "RESIZE", width: 640 });
    vi.advanceTimersByTime(200);
    // 400 ms since the first resize, 200 since the last: still waiting.
    expect(snapshot().context.slideWidth).toBeNull();
    vi.advanceTimersByTime(50);
    expect(snapshot().matches({ layout: "settled" })).toBe(true);
    expect(snapshot().context.slideWidth).toBe(640);
  });

  it("keeps its slide while resizing and flipping goes on", () => {
    const { actor, index } = start({ count: 3, autoFlip: true });
    vi.advanceTimersByTime(3_500);
    actor.send({ type: "RESIZE", width: 500 });
    expect(index()).toBe(1);
    expect(actor.getSnapshot().matches({ flipping: "playing", layout: "resizing" })).toBe(true);
    vi.advanceTimersByTime(250);
    expect(actor.getSnapshot().context.slideWidth).toBe(500);
    expect(index()).toBe(1);
  });
});
