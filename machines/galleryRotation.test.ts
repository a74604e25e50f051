import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { galleryRotationMachine } from "./galleryRotation";

const start = (count: number, reducedMotion = false) =>
  createActor(galleryRotationMachine, { input: { count, reducedMotion } }).start();

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("gallery ad rotation", () => {
  it("shows the next ad every 10 s and loops", () => {
    const actor = start(3);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(9_999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(20_000);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it("pauses on hover or focus and resumes after", () => {
    const actor = start(3);
    actor.send({ type: "PAUSE" });
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "RESUME" });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it("stays still for one ad and for readers who prefer reduced motion", () => {
    const one = start(1);
    vi.advanceTimersByTime(30_000);
    expect(one.getSnapshot().value).toBe("still");
    const calm = start(3, true);
    vi.advanceTimersByTime(30_000);
    expect(calm.getSnapshot().context.index).toBe(0);
    expect(calm.getSnapshot().value).toBe("paused");
  });
});
