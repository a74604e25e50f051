import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type Suggestion, searchOverlayMachine, wantsSuggestions } from "./searchOverlay";

function start(answer: Suggestion[] | Error = [{ title: "Agnes Martin", url: "/news/agnes" }]) {
  const asked: string[] = [];
  const focused = vi.fn();
  const closed = vi.fn();
  const machine = searchOverlayMachine.provide({
    actors: {
      loadSuggestions: fromPromise(async ({ input }: { input: { term: string } }) => {
        asked.push(input.term);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { focusInput: focused, closeOverlay: closed },
  });
  return { actor: createActor(machine).start(), asked, focused, closed };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("search overlay", () => {
  it("toggles open and closed and focuses the input on open", () => {
    const { actor, focused } = start();
    actor.send({ type: "TOGGLE" });
    expect(actor.getSnapshot().matches("open")).toBe(true);
    expect(focused).toHaveBeenCalledTimes(1);
    actor.send({ type: "TOGGLE" });
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "OPEN" });
    expect(actor.getSnapshot().matches("open")).toBe(true);
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("closes on a press outside the input and the suggestion links, not inside", () => {
    const { actor, closed } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "PRESS", inside: true });
    expect(actor.getSnapshot().matches("open")).toBe(true);
    expect(closed).not.toHaveBeenCalled();
    actor.send({ type: "PRESS", inside: false });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it("asks for suggestions 250 ms after the last keystroke", async () => {
    const { actor, asked } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "TYPE", value: "agn" });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: "TYPE", value: "agne" });
    await vi.advanceTimersByTimeAsync(249);
    expect(asked).toEqual([]);
    expect(actor.getSnapshot().matches({ open: "debouncing" })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(["agne"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ open: "idle" })).toBe(true);
    expect(actor.getSnapshot().context.suggestions).toEqual([{ title: "Agnes Martin", url: "/news/agnes" }]);
  });

  it("clears the list for fewer than 3 characters and asks nothing", async () => {
    const { actor, asked } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "TYPE", value: "agnes" });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().context.suggestions).toHaveLength(1);
    actor.send({ type: "TYPE", value: "ag" });
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual(["agnes"]);
    expect(wantsSuggestions("  ab ")).toBe(false);
    expect(wantsSuggestions("abc")).toBe(true);
  });

  it("keeps the very same empty list while short keystrokes show nothing (the overlay does not re-render)", () => {
    const { actor } = start();
    actor.send({ type: "OPEN" });
    const before = actor.getSnapshot().context.suggestions;
    actor.send({ type: "TYPE", value: "p" });
    actor.send({ type: "TYPE", value: "pa" });
    expect(actor.getSnapshot().context.suggestions).toBe(before);
  });

  it("keeps the list when suggestions fail", async () => {
    const { actor } = start(new Error("offline"));
    actor.send({ type: "OPEN" });
    actor.send({ type: "TYPE", value: "agnes" });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().matches({ open: "idle" })).toBe(true);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it("blocks an empty submit and focuses the input again", () => {
    const { actor, focused } = start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "TYPE", value: "   " });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.blocked).toBe(true);
    expect(focused).toHaveBeenCalledTimes(2);
    actor.send({ type: "TYPE", value: "art" });
    expect(actor.getSnapshot().context.blocked).toBe(false);
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.blocked).toBe(false);
  });
});
