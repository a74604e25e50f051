import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { nextPopupCounter, popupAdMachine } from "./popupAd";

function start(counter: number, frequency: number | null) {
  const stored: number[] = [];
  const machine = popupAdMachine.provide({
    actions: { storeCounter: (_, params) => stored.push(params.counter) },
  });
  return { actor: createActor(machine, { input: { counter, frequency } }).start(), stored };
}

describe("popup ad counter", () => {
  it("shows the popup when its counter is 0 and stores the next counter", () => {
    const { actor, stored } = start(0, 3);
    expect(actor.getSnapshot().value).toBe("shown");
    expect(stored).toEqual([1]);
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("hidden");
  });

  it("stays hidden for any other counter, which cycles modulo the frequency", () => {
    const { actor, stored } = start(2, 3);
    expect(actor.getSnapshot().value).toBe("hidden");
    expect(stored).toEqual([0]);
  });

  it("shows once every frequency page views (default 5)", () => {
    let counter = 0;
    const shown: boolean[] = [];
    for (let view = 0; view < 10; view++) {
      const { actor, stored } = start(counter, null);
      shown.push(actor.getSnapshot().matches("shown"));
      counter = stored[0]!;
    }
    expect(shown).toEqual([true, false, false, false, false, true, false, false, false, false]);
  });

  it("treats a broken stored counter as 0", () => {
    expect(start(Number.NaN, 5).actor.getSnapshot().value).toBe("shown");
    expect(start(-4, 5).actor.getSnapshot().value).toBe("shown");
    expect(nextPopupCounter(4, 5)).toBe(0);
    expect(nextPopupCounter(1, 0)).toBe(2);
  });

  it("needs no timers", () => {
    vi.useFakeTimers();
    const { actor } = start(0, 5);
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe("shown");
    vi.useRealTimers();
  });
});
