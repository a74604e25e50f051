import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type Suggestion, searchOverlayMachine, suggestionEntries, wantsSuggestions } from "./searchOverlay";

const AGNES: Suggestion = {
  title: "Agnes Martin",
  url: "/news/agnes",
  section: "News",
  published: "2026-11-02T10:00:00Z",
  dateText: "November 2, 2026",
  image: { path: "/assets/media/agnes-96.jpg", width: 96, height: 96 },
};
const AGNES_PICK: Suggestion = {
  ...AGNES,
  title: "Agnes in Taos",
  url: "/picks/agnes",
  section: "Critics' Picks",
  image: null,
};

function start(answer: Suggestion[] | Error = [AGNES]) {
  const asked: string[] = [];
  const focused = vi.fn();
  const closed = vi.fn();
  const focusedEntries: number[] = [];
  const machine = searchOverlayMachine.provide({
    actors: {
      loadSuggestions: fromPromise(async ({ input }: { input: { term: string } }) => {
        asked.push(input.term);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: {
      focusInput: focused,
      closeOverlay: closed,
      focusEntry: (_, { index }: { index: number }) => {
        focusedEntries.push(index);
      },
    },
  });
  return { actor: createActor(machine).start(), asked, focused, closed, focusedEntries };
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
    expect(actor.getSnapshot().context.suggestions).toEqual([AGNES]);
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

  it("ends the list with every result for the term the list was loaded for", async () => {
    const { actor } = start([AGNES, AGNES_PICK]);
    actor.send({ type: "OPEN" });
    expect(suggestionEntries(actor.getSnapshot().context)).toEqual([]);
    actor.send({ type: "TYPE", value: " agnes m " });
    await vi.advanceTimersByTimeAsync(250);
    const entries = suggestionEntries(actor.getSnapshot().context);
    expect(entries.map((e) => e.url)).toEqual(["/news/agnes", "/picks/agnes", "/search?search=agnes%20m"]);
    expect(entries[2]).toEqual({
      kind: "all",
      label: "See all results for “agnes m”",
      url: "/search?search=agnes%20m",
    });
    // Typing on keeps the loaded list (and its term) until the next one arrives; too short a term clears both.
    actor.send({ type: "TYPE", value: "agnes ma" });
    expect(suggestionEntries(actor.getSnapshot().context).at(-1)?.url).toBe("/search?search=agnes%20m");
    actor.send({ type: "TYPE", value: "ag" });
    expect(suggestionEntries(actor.getSnapshot().context)).toEqual([]);
  });

  it("offers every result even when no headline matches", async () => {
    const { actor } = start([]);
    actor.send({ type: "OPEN" });
    actor.send({ type: "TYPE", value: "zzzq" });
    await vi.advanceTimersByTimeAsync(250);
    expect(suggestionEntries(actor.getSnapshot().context).map((e) => e.kind)).toEqual(["all"]);
  });

  it("walks the list with Down and Up, the last entry included, and back to the input", async () => {
    const { actor, focused, focusedEntries } = start([AGNES, AGNES_PICK]);
    actor.send({ type: "OPEN" });
    // Nothing listed: the keys do nothing.
    actor.send({ type: "DOWN" });
    expect(actor.getSnapshot().context.active).toBe(-1);
    actor.send({ type: "TYPE", value: "agnes" });
    await vi.advanceTimersByTimeAsync(250);
    actor.send({ type: "DOWN" });
    actor.send({ type: "DOWN" });
    actor.send({ type: "DOWN" });
    expect(actor.getSnapshot().context.active).toBe(2);
    expect(focusedEntries).toEqual([0, 1, 2]);
    // Down from "See all results" wraps to the first suggestion.
    actor.send({ type: "DOWN" });
    expect(focusedEntries.at(-1)).toBe(0);
    const inputFocus = focused.mock.calls.length;
    actor.send({ type: "UP" });
    expect(actor.getSnapshot().context.active).toBe(-1);
    expect(focused).toHaveBeenCalledTimes(inputFocus + 1);
    // Up from the input goes to the last entry.
    actor.send({ type: "UP" });
    expect(actor.getSnapshot().context.active).toBe(2);
    expect(focusedEntries.at(-1)).toBe(2);
  });

  it("follows a focus moved by Tab or a pointer, and starts again from the input with a new list", async () => {
    const { actor, focusedEntries } = start([AGNES, AGNES_PICK]);
    actor.send({ type: "OPEN" });
    actor.send({ type: "TYPE", value: "agnes" });
    await vi.advanceTimersByTimeAsync(250);
    actor.send({ type: "FOCUS_ENTRY", index: 1 });
    actor.send({ type: "DOWN" });
    expect(focusedEntries).toEqual([2]);
    actor.send({ type: "FOCUS_ENTRY", index: 7 });
    expect(actor.getSnapshot().context.active).toBe(2);
    actor.send({ type: "TYPE", value: "agnes m" });
    await vi.advanceTimersByTimeAsync(250);
    expect(actor.getSnapshot().context.active).toBe(-1);
  });
});
