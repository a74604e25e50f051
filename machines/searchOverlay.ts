import { assign, fromPromise, setup } from "xstate";
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from "#machines/rules/magazine/magazine";

export interface Suggestion {
  title: string;
  url: string;
}

export interface SearchOverlayContext {
  term: string;
  suggestions: Suggestion[];
  /** Set when an empty search was submitted (and blocked). */
  blocked: boolean;
}

export type SearchOverlayEvent =
  | { type: "TOGGLE" }
  | { type: "OPEN" }
  | { type: "CLOSE" }
  /** A mouse press; `inside` is true on the input and the suggestion links. */
  | { type: "PRESS"; inside: boolean }
  | { type: "TYPE"; value: string }
  | { type: "SUBMIT" };

/** Suggestions are asked for 3 or more characters. */
export function wantsSuggestions(term: string): boolean {
  return term.trim().length >= SUGGEST_MIN_CHARS;
}

/**
 * The header search overlay: toggles open and closed, focuses
 * the input on open (`focusInput`), closes on a press outside the input and
 * the suggestion links; input is debounced 250 ms, then suggestions load
 * (`loadSuggestions`, GET /api/suggest) for 3+ characters, otherwise the list
 * is cleared; an empty submit is blocked (the UI asks `canSubmit`).
 */
export const searchOverlayMachine = setup({
  types: { context: {} as SearchOverlayContext, events: {} as SearchOverlayEvent },
  actors: {
    loadSuggestions: fromPromise<Suggestion[], { term: string }>(async () => []),
  },
  actions: {
    focusInput: () => {},
    /** Tells the shell the overlay closed. */
    closeOverlay: () => {},
    // The same empty list stays: a keystroke that shows nothing new changes nothing a page renders.
    clearSuggestions: assign({
      suggestions: ({ context }) => (context.suggestions.length === 0 ? context.suggestions : []),
    }),
    rememberTerm: assign({
      term: ({ event }) => (event.type === "TYPE" ? event.value : ""),
      blocked: false,
    }),
  },
  delays: { debounce: SUGGEST_DEBOUNCE_MS },
  guards: {
    longEnough: ({ event }) => event.type === "TYPE" && wantsSuggestions(event.value),
    pressedOutside: ({ event }) => event.type === "PRESS" && !event.inside,
    emptyTerm: ({ context }) => context.term.trim() === "",
  },
}).createMachine({
  id: "searchOverlay",
  initial: "closed",
  context: { term: "", suggestions: [], blocked: false },
  states: {
    closed: {
      on: { TOGGLE: "open", OPEN: "open" },
    },
    open: {
      entry: "focusInput",
      exit: "closeOverlay",
      initial: "idle",
      on: {
        TOGGLE: "closed",
        CLOSE: "closed",
        PRESS: { guard: "pressedOutside", target: "closed" },
        TYPE: [
          { guard: "longEnough", target: ".debouncing", actions: "rememberTerm" },
          { target: ".idle", actions: ["rememberTerm", "clearSuggestions"] },
        ],
        SUBMIT: { guard: "emptyTerm", actions: [assign({ blocked: true }), "focusInput"] },
      },
      states: {
        idle: {},
        // Each keystroke re-enters this state, so the 250 ms start again.
        debouncing: {
          after: { debounce: "loading" },
        },
        loading: {
          invoke: {
            src: "loadSuggestions",
            input: ({ context }) => ({ term: context.term.trim() }),
            onDone: { target: "idle", actions: assign({ suggestions: ({ event }) => event.output }) },
            // Only logged: the list stays as it was.
            onError: "idle",
          },
        },
      },
    },
  },
});
