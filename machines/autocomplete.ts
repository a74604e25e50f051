import { assign, setup } from "xstate";

/**
 * Guide search box autocomplete: options are the active city
 * names that start with the typed text (case-insensitively) and are not
 * equal to it, shown while the box is focused and has text. Up and down
 * cycle, Enter picks the active option or searches, blur hides after 100 ms.
 * `pick` and `search` are provided actions (the UI navigates or submits).
 */
const AUTOCOMPLETE_BLUR_MS = 100;

export interface AutocompleteContext {
  names: readonly string[];
  text: string;
  /** Index into the current options, -1 for none. */
  active: number;
}

export type AutocompleteEvent =
  | { type: "FOCUS" }
  | { type: "BLUR" }
  | { type: "INPUT"; text: string }
  | { type: "UP" }
  | { type: "DOWN" }
  | { type: "ENTER" }
  | { type: "PICK"; option: string };

// The options rule and the on-screen reader live in rules/autocomplete, so the search box renders without loading xstate.
export { autocompleteOptions, visibleOptions } from "#machines/rules/guide/autocomplete";

import { autocompleteOptions } from "#machines/rules/guide/autocomplete";

const cycle = (active: number, count: number, step: 1 | -1) =>
  count === 0 ? -1 : active === -1 && step === -1 ? count - 1 : (active + step + count) % count;

export const autocompleteMachine = setup({
  types: {
    context: {} as AutocompleteContext,
    events: {} as AutocompleteEvent,
    input: {} as { names: readonly string[]; text?: string },
  },
  actions: {
    pick: (_, _params: { option: string }) => {},
    search: (_, _params: { text: string }) => {},
  },
  guards: {
    hasActive: ({ context }) =>
      context.active >= 0 && context.active < autocompleteOptions(context.names, context.text).length,
  },
}).createMachine({
  id: "autocomplete",
  initial: "blurred",
  context: ({ input }) => ({ names: input.names, text: input.text ?? "", active: -1 }),
  on: {
    INPUT: { actions: assign(({ event }) => ({ text: event.text, active: -1 })) },
  },
  states: {
    blurred: {
      on: { FOCUS: "focused" },
    },
    focused: {
      on: {
        BLUR: "leaving",
        DOWN: {
          actions: assign(({ context }) => ({
            active: cycle(context.active, autocompleteOptions(context.names, context.text).length, 1),
          })),
        },
        UP: {
          actions: assign(({ context }) => ({
            active: cycle(context.active, autocompleteOptions(context.names, context.text).length, -1),
          })),
        },
        ENTER: [
          {
            guard: "hasActive",
            actions: [
              assign(({ context }) => ({
                text: autocompleteOptions(context.names, context.text)[context.active],
                active: -1,
              })),
              { type: "pick", params: ({ context }) => ({ option: context.text }) },
            ],
          },
          { actions: { type: "search", params: ({ context }) => ({ text: context.text }) } },
        ],
        PICK: {
          actions: [
            assign(({ event }) => ({ text: event.option, active: -1 })),
            { type: "pick", params: ({ event }) => ({ option: event.option }) },
          ],
        },
      },
    },
    // The list stays for 100 ms after blur so a click on an option still lands.
    leaving: {
      after: { [AUTOCOMPLETE_BLUR_MS]: { target: "blurred", actions: assign({ active: -1 }) } },
      on: {
        FOCUS: "focused",
        PICK: {
          target: "blurred",
          actions: [
            assign(({ event }) => ({ text: event.option, active: -1 })),
            { type: "pick", params: ({ event }) => ({ option: event.option }) },
          ],
        },
      },
    },
  },
});
