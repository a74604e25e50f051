import { assign, setup } from "xstate";
import { POPUP_DEFAULT_FREQUENCY, POPUP_VISIT_GRACE_MS } from "#machines/rules/magazine/magazine";

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
  /** How long this visit has lasted so far, in ms (0 on its first page). */
  visitAgeMs?: number;
  /** Whether another overlay (menu, search, sign-in, register, lightbox, privacy notice) is open now. */
  overlayOpen?: boolean;
}

export interface PopupAdContext {
  counter: number;
  frequency: number;
  /** What is left of the visit's first seconds, in ms. */
  graceLeftMs: number;
  graceOver: boolean;
  readerScrolled: boolean;
  overlayOpen: boolean;
}

export type PopupAdEvent =
  /** The reader scrolled the page. */
  | { type: "SCROLLED" }
  /** Another overlay opened (it has the screen until it closes). */
  | { type: "OVERLAY_OPENED" }
  /** No other overlay is open any more. */
  | { type: "OVERLAY_CLOSED" }
  /** The reader closed the popup (or another overlay replaced it). */
  | { type: "CLOSE" };

/** The counter moves on and is stored: on a page where the popup is not due, or once it has been shown. */
const STORE_NEXT_COUNTER = {
  type: "storeCounter",
  params: ({ context }: { context: PopupAdContext }) => ({
    counter: nextPopupCounter(context.counter, context.frequency),
  }),
} as const;

/**
 * Popup ad: shown when its per-ad counter is 0. The counter moves on modulo
 * the frequency and is stored (`storeCounter`, local storage in the browser)
 * on every page view where it is not due, and on a due one once the popup has
 * opened: a due popup the reader left before seeing stays due. A popup due
 * on this page waits for the reader: it opens (`openPopup`) only once they
 * have scrolled, the visit's first seconds are over and no other overlay is
 * open; one that opens later waits until it closes.
 */
export const popupAdMachine = setup({
  types: {
    context: {} as PopupAdContext,
    events: {} as PopupAdEvent,
    input: {} as PopupAdInput,
  },
  actions: {
    storeCounter: (_, _params: { counter: number }) => {},
    openPopup: () => {},
  },
  delays: {
    visitGrace: ({ context }) => context.graceLeftMs,
  },
  guards: {
    counterIsZero: ({ context }) => context.counter === 0,
    readerIsFree: ({ context }) => context.graceOver && context.readerScrolled && !context.overlayOpen,
  },
}).createMachine({
  id: "popupAd",
  context: ({ input }) => {
    const graceLeftMs = Math.max(0, POPUP_VISIT_GRACE_MS - Math.max(0, input.visitAgeMs ?? 0));
    return {
      counter: Number.isFinite(input.counter) && input.counter >= 0 ? Math.floor(input.counter) : 0,
      frequency: input.frequency && input.frequency > 0 ? input.frequency : POPUP_DEFAULT_FREQUENCY,
      graceLeftMs,
      graceOver: graceLeftMs === 0,
      readerScrolled: false,
      overlayOpen: input.overlayOpen ?? false,
    };
  },
  initial: "deciding",
  states: {
    deciding: {
      always: [
        { guard: "counterIsZero", target: "waiting" },
        { target: "hidden", actions: STORE_NEXT_COUNTER },
      ],
    },
    // Due on this page: waits for a scroll, the end of the visit's first seconds and a free screen.
    waiting: {
      always: { guard: "readerIsFree", target: "shown" },
      after: { visitGrace: { actions: assign({ graceOver: true }) } },
      on: {
        SCROLLED: { actions: assign({ readerScrolled: true }) },
        OVERLAY_OPENED: { actions: assign({ overlayOpen: true }) },
        OVERLAY_CLOSED: { actions: assign({ overlayOpen: false }) },
      },
    },
    shown: {
      entry: ["openPopup", STORE_NEXT_COUNTER],
      on: {
        CLOSE: {
          target: "hidden",
          actions: assign({ counter: ({ context }) => nextPopupCounter(context.counter, context.frequency) }),
        },
      },
    },
    hidden: { type: "final" },
  },
});
