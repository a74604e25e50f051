import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { POPUP_VISIT_GRACE_MS } from "#machines/rules/magazine/magazine";
import { nextPopupCounter, type PopupAdInput, popupAdMachine } from "./popupAd";

function start(counter: number, frequency: number | null, more: Partial<PopupAdInput> = {}) {
  const stored: number[] = [];
  let opened = 0;
  const machine = popupAdMachine.provide({
    actions: {
      storeCounter: (_, params) => stored.push(params.counter),
      openPopup: () => {
        opened += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { counter, frequency, ...more } }).start();
  return { actor, stored, opened: () => opened };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("popup ad counter", () => {
  it("is due when its counter is 0 and stores the next counter once it has opened", () => {
    const { actor, stored } = start(0, 3, { visitAgeMs: 60_000 });
    expect(actor.getSnapshot().value).toBe("waiting");
    expect(stored).toEqual([]);
    actor.send({ type: "SCROLLED" });
    expect(actor.getSnapshot().value).toBe("shown");
    expect(stored).toEqual([1]);
  });

  it("stays due on the next page when the reader left before it opened", () => {
    const first = start(0, 5);
    first.actor.stop();
    expect(first.stored).toEqual([]);
    expect(start(0, 5).actor.getSnapshot().value).toBe("waiting");
  });

  it("stays hidden for any other counter, which cycles modulo the frequency", () => {
    const { actor, stored, opened } = start(2, 3, { visitAgeMs: 60_000 });
    expect(actor.getSnapshot().value).toBe("hidden");
    actor.send({ type: "SCROLLED" });
    expect(opened()).toBe(0);
    expect(stored).toEqual([0]);
  });

  it("is due once every frequency page views (default 5)", () => {
    let counter = 0;
    const due: boolean[] = [];
    for (let view = 0; view < 10; view++) {
      const { actor, stored } = start(counter, null, { visitAgeMs: 60_000 });
      due.push(actor.getSnapshot().matches("waiting"));
      actor.send({ type: "SCROLLED" });
      counter = stored[0]!;
    }
    expect(due).toEqual([true, false, false, false, false, true, false, false, false, false]);
  });

  it("treats a broken stored counter as 0", () => {
    expect(start(Number.NaN, 5).actor.getSnapshot().value).toBe("waiting");
    expect(start(-4, 5).actor.getSnapshot().value).toBe("waiting");
    expect(nextPopupCounter(4, 5)).toBe(0);
    expect(nextPopupCounter(1, 0)).toBe(2);
  });
});

describe("the popup waits for the reader", () => {
  it("never opens in the visit's first seconds, even when the reader scrolls", () => {
    const { actor, opened } = start(0, 5, { visitAgeMs: 0 });
    actor.send({ type: "SCROLLED" });
    vi.advanceTimersByTime(POPUP_VISIT_GRACE_MS - 1);
    expect(opened()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe("shown");
    expect(opened()).toBe(1);
  });

  it("counts the seconds the visit already lasted on earlier pages", () => {
    const { actor, opened } = start(0, 5, { visitAgeMs: POPUP_VISIT_GRACE_MS - 1000 });
    vi.advanceTimersByTime(1000);
    expect(opened()).toBe(0);
    actor.send({ type: "SCROLLED" });
    expect(opened()).toBe(1);
  });

  it("never opens over the page as it arrives: it waits for a scroll", () => {
    const { actor, opened } = start(0, 5, { visitAgeMs: 60_000 });
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe("waiting");
    actor.send({ type: "SCROLLED" });
    expect(opened()).toBe(1);
  });

  it("never opens while another overlay is open; it opens when that one closes", () => {
    const { actor, opened } = start(0, 5, { visitAgeMs: 60_000, overlayOpen: true });
    actor.send({ type: "SCROLLED" });
    expect(opened()).toBe(0);
    actor.send({ type: "OVERLAY_CLOSED" });
    expect(opened()).toBe(1);
    expect(actor.getSnapshot().value).toBe("shown");
  });

  it("an overlay opened while it waits holds it back too", () => {
    const { actor, opened } = start(0, 5, { visitAgeMs: 0 });
    actor.send({ type: "OVERLAY_OPENED" });
    actor.send({ type: "SCROLLED" });
    vi.advanceTimersByTime(POPUP_VISIT_GRACE_MS);
    expect(opened()).toBe(0);
    actor.send({ type: "OVERLAY_CLOSED" });
    expect(opened()).toBe(1);
  });

  it("closing it ends it for this page", () => {
    const { actor, opened } = start(0, 5, { visitAgeMs: 60_000 });
    actor.send({ type: "SCROLLED" });
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("hidden");
    actor.send({ type: "SCROLLED" });
    expect(opened()).toBe(1);
  });
});
