import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { EXHIBITION_HIGHLIGHT_ROTATE_MS, MULTI_ROTATOR_SWITCH_MS } from "#machines/rules/magazine/homepage";
import { rotatorEvery, rotatorMachine } from "./rotator";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const index = (actor: { getSnapshot(): { context: { index: number } } }) => actor.getSnapshot().context.index;

describe("generic rotator", () => {
  it("advances every 5 s and loops", () => {
    const actor = createActor(rotatorMachine, { input: { count: 3 } }).start();
    expect(index(actor)).toBe(0);
    vi.advanceTimersByTime(4_999);
    expect(index(actor)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index(actor)).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(index(actor)).toBe(2);
    vi.advanceTimersByTime(5_000);
    expect(index(actor)).toBe(0);
  });

  it("goes next and previous by hand, wrapping, and restarts the wait", () => {
    const actor = createActor(rotatorMachine, { input: { count: 3 } }).start();
    actor.send({ type: "PREVIOUS" });
    expect(index(actor)).toBe(2);
    vi.advanceTimersByTime(4_000);
    actor.send({ type: "NEXT" });
    expect(index(actor)).toBe(0);
    vi.advanceTimersByTime(4_999);
    expect(index(actor)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index(actor)).toBe(1);
  });

  it("pauses on the pause control and resumes", () => {
    const actor = createActor(rotatorMachine, { input: { count: 3 } }).start();
    actor.send({ type: "PAUSE" });
    expect(actor.getSnapshot().value).toBe("paused");
    vi.advanceTimersByTime(60_000);
    expect(index(actor)).toBe(0);
    actor.send({ type: "NEXT" });
    expect(index(actor)).toBe(1);
    actor.send({ type: "PREVIOUS" });
    expect(index(actor)).toBe(0);
    actor.send({ type: "RESUME" });
    vi.advanceTimersByTime(5_000);
    expect(index(actor)).toBe(1);
  });

  it("starts paused for readers who prefer reduced motion, and one item never moves", () => {
    const calm = createActor(rotatorMachine, { input: { count: 3, reducedMotion: true } }).start();
    vi.advanceTimersByTime(60_000);
    expect(calm.getSnapshot().value).toBe("paused");
    expect(index(calm)).toBe(0);
    const one = createActor(rotatorMachine, { input: { count: 1 } }).start();
    one.send({ type: "RESUME" });
    expect(one.getSnapshot().value).toBe("still");
  });
});

describe("exhibition highlights", () => {
  it("advance every 5 s, looping", () => {
    const actor = createActor(rotatorEvery(EXHIBITION_HIGHLIGHT_ROTATE_MS), { input: { count: 2 } }).start();
    vi.advanceTimersByTime(5_000);
    expect(index(actor)).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(index(actor)).toBe(0);
  });
});

describe("multi-feature and multi-video rotators", () => {
  it("start at item 0 and switch to item 1 after 15000 ms", () => {
    const actor = createActor(rotatorEvery(MULTI_ROTATOR_SWITCH_MS), { input: { count: 4 } }).start();
    expect(index(actor)).toBe(0);
    vi.advanceTimersByTime(14_999);
    expect(index(actor)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index(actor)).toBe(1);
  });

  it("hovering sets the current item, ignoring items that do not exist", () => {
    const actor = createActor(rotatorEvery(MULTI_ROTATOR_SWITCH_MS), { input: { count: 4 } }).start();
    actor.send({ type: "SET", index: 3 });
    expect(index(actor)).toBe(3);
    actor.send({ type: "SET", index: 9 });
    expect(index(actor)).toBe(3);
    vi.advanceTimersByTime(15_000);
    expect(index(actor)).toBe(0);
    actor.send({ type: "PAUSE" });
    actor.send({ type: "SET", index: 2 });
    expect(index(actor)).toBe(2);
    expect(actor.getSnapshot().value).toBe("paused");
  });
});
