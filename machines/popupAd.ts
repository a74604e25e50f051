import { assign, setup } from "xstate";
import { POPUP_DEFAULT_FREQUENCY } from "./rules/magazine";

/** The counter after a page view: it cycles modulo the ad's frequency (default 5). */
export function nextPopupCounter(counter: number, frequency: number | null | undefined): number {
  const every = frequency && frequency > 0 ? Math.floor(frequency) : POPUP_DEFAULT_FREQUENCY;
  const current = Number.isFinite(counter) && counter >= 0 ? Math.floor(counter) : 0;
  return (current + 1) % every;
}

export interface PopupAdInput {
  /** The counter kept per browser for this ad (0 when never seen). */
  counter: number;
  frequency: number | null;
}

export interface PopupAdContext {
  counter: number;
  frequency: number;
}

/**
 * Popup ad of spec 1 §4: shown when its per-ad counter is 0; on every page
 * view the counter moves on modulo the frequency and is stored
 * (`storeCounter`, local storage in the browser).
 */
export const popupAdMachine = setup({
  types: {
    context: {} as PopupAdContext,
    events: {} as { type: "CLOSE" },
    input: {} as PopupAdInput,
  },
  actions: {
    storeCounter: (_, _params: { counter: number }) => {},
  },
  guards: {
    counterIsZero: ({ context }) => context.counter === 0,
  },
}).createMachine({
  id: "popupAd",
  context: ({ input }) => ({
    counter: Number.isFinite(input.counter) && input.counter >= 0 ? Math.floor(input.counter) : 0,
    frequency: input.frequency && input.frequency > 0 ? input.frequency : POPUP_DEFAULT_FREQUENCY,
  }),
  entry: {
    type: "storeCounter",
    params: ({ context }) => ({ counter: nextPopupCounter(context.counter, context.frequency) }),
  },
  initial: "deciding",
  states: {
    deciding: {
      always: [{ guard: "counterIsZero", target: "shown" }, { target: "hidden" }],
    },
    shown: {
      on: {
        CLOSE: {
          target: "hidden",
          actions: assign({ counter: ({ context }) => nextPopupCounter(context.counter, context.frequency) }),
        },
      },
    },
    hidden: {},
  },
});
