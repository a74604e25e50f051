import { assign, fromPromise, setup } from "xstate";
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from "#machines/rules/magazine/magazine";
import { type Suggestion, seeAllResults } from "#machines/rules/magazine/suggestions";

export type { Suggestion } from "#machines/rules/magazine/suggestions";

export interface SearchOverlayContext {
  term: string;
  suggestions: Suggestion[];
  /** The term the list was loaded for ("" while no list shows): its last entry searches for it. */
  listedTerm: string;
  /** The entry the arrow keys are on: an index into the suggestions then the "see all" entry, -1 for the input. */
  active: number;
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
  | { type: "SUBMIT" }
  /** The arrow keys, in the input or on an entry. */
  | { type: "DOWN" }
  | { type: "UP" }
  /** An entry got the focus another way (Tab, a pointer). */
  | { type: "FOCUS_ENTRY"; index: number };

/** Suggestions are asked for 3 or more characters. */
export function wantsSuggestions(term: string): boolean {
  return term.trim().length >= SUGGEST_MIN_CHARS;
}

/** One line of the list: a suggestion, or the last entry that shows every result for the term. */
export type SuggestionEntry =
  | { kind: "suggestion"; suggestion: Suggestion; url: string }
  | { kind: "all"; label: string; url: string };

/** The list as it shows: the suggestions, then "See all results for …" once a list was loaded for a term. */
export function suggestionEntries(
  context: Pick<SearchOverlayContext, "suggestions" | "listedTerm">,
): SuggestionEntry[] {
  if (context.listedTerm === "") return [];
  const entries: SuggestionEntry[] = context.suggestions.map((suggestion) => ({
    kind: "suggestion",
    suggestion,
    url: suggestion.url,
  }));
  entries.push({ kind: "all", ...seeAllResults(context.listedTerm) });
  return entries;
}

const entryCount = (context: SearchOverlayContext) => suggestionEntries(context).length;

/**
 * The header search overlay: toggles open and closed, focuses
 * the input on open (`focusInput`), closes on a press outside the input and
 * the suggestion links; input is debounced 250 ms, then suggestions load
 * (`loadSuggestions`, GET /api/suggest) for 3+ characters, otherwise the list
 * is cleared; an empty submit is blocked (the UI asks `canSubmit`). The list
 * ends with "See all results for …"; Down and Up move along it (`focusEntry`)
 * and Up from the first entry returns to the input, Down from the last wraps.
 */
export const searchOverlayMachine = setup({
  types: { context: {} as SearchOverlayContext, events: {} as SearchOverlayEvent },
  actors: {
    loadSuggestions: fromPromise<Suggestion[], { term: string }>(async () => []),
  },
  actions: {
    focusInput: () => {},
    /** Moves the focus to the entry the arrow keys are on. */
    focusEntry: (_, _params: { index: number }) => {},
    /** Tells the shell the overlay closed. */
    closeOverlay: () => {},
    // The same empty list stays: a keystroke that shows nothing new changes nothing a page renders.
    clearSuggestions: assign({
      suggestions: ({ context }) => (context.suggestions.length === 0 ? context.suggestions : []),
      listedTerm: "",
      active: -1,
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
    hasEntries: ({ context }) => entryCount(context) > 0,
    onFirstEntry: ({ context }) => context.active === 0,
  },
}).createMachine({
  id: "searchOverlay",
  initial: "closed",
  context: { term: "", suggestions: [], listedTerm: "", active: -1, blocked: false },
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
        // The focus follows: to the entry the keys are on, or back to the input from the first one.
        DOWN: {
          guard: "hasEntries",
          actions: [
            assign({ active: ({ context }) => (context.active + 1) % entryCount(context) }),
            { type: "focusEntry", params: ({ context }) => ({ index: context.active }) },
          ],
        },
        UP: [
          { guard: "onFirstEntry", actions: [assign({ active: -1 }), "focusInput"] },
          {
            guard: "hasEntries",
            actions: [
              assign({ active: ({ context }) => (context.active === -1 ? entryCount(context) : context.active) - 1 }),
              { type: "focusEntry", params: ({ context }) => ({ index: context.active }) },
            ],
          },
        ],
        FOCUS_ENTRY: {
          guard: ({ context, event }) => event.index >= -1 && event.index < entryCount(context),
          actions: assign({ active: ({ event }) => event.index }),
        },
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
            onDone: {
              target: "idle",
              actions: assign({
                suggestions: ({ event }) => event.output,
                listedTerm: ({ context }) => context.term.trim(),
                active: -1,
              }),
            },
            // Only logged: the list stays as it was.
            onError: "idle",
          },
        },
      },
    },
  },
});
