import { assign, setup } from "xstate";
import { KEY_NAMES, KEYS } from "./rules/homepage";
import { gestureOf, MEDIA_AUTO_FLIP_MS, RESIZE_DEBOUNCE_MS } from "./rules/slideshow";

export interface SlideshowContext {
  index: number;
  count: number;
  /** Start flipping on its own (off for readers who prefer reduced motion). */
  autoFlip: boolean;
  /** The measured slide width in px the track is laid out with; null until measured (server render: percent). */
  slideWidth: number | null;
  /** The newest width reported while the window is still being resized. */
  pendingWidth: number | null;
}

export type SlideshowEvent =
  | { type: "NEXT" }
  | { type: "PREVIOUS" }
  | { type: "REWIND" }
  | { type: "GO"; index: number }
  | { type: "KEY"; key: string }
  /** A click: `right` when on the right half. */
  | { type: "HALF_CLICK"; right: boolean }
  /** A pointer released after moving `dx` px. */
  | { type: "SWIPE"; dx: number }
  | { type: "PLAY" }
  | { type: "PAUSE" }
  /** The viewport measured `width` px (on mount and on every window resize). */
  | { type: "RESIZE"; width: number };

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));
const next = [{ type: "step" as const, params: { by: 1 } }, "showIndex" as const];
const previous = [{ type: "step" as const, params: { by: -1 } }, "showIndex" as const];

/**
 * The slideshow (spec 2 §2, §4, §9): prev/next, rewind to the first slide,
 * arrow keys, clicks (right half next, left half back) and swipes of 60 px;
 * it stops at both ends. Playing (input `autoFlip`, or PLAY), media flip
 * every 3.5 s until the last slide; PAUSE stops it. Every change calls
 * `showIndex` so the page keeps ?idx in the address. Layout: the track is
 * laid out in px from the measured slide width; window resizes are debounced
 * by 250 ms (state `resizing`, during which the track does not animate) so the
 * slides are re-measured once the window has settled.
 */
export const slideshowMachine = setup({
  types: {
    context: {} as SlideshowContext,
    events: {} as SlideshowEvent,
    input: {} as { count: number; index?: number; autoFlip?: boolean },
  },
  delays: { flip: MEDIA_AUTO_FLIP_MS, resizeDebounce: RESIZE_DEBOUNCE_MS },
  actions: {
    /** Reads context.index; the page writes it to ?idx. */
    showIndex: () => {},
    step: assign({ index: ({ context }, params: { by: number }) => clamp(context.index + params.by, context.count) }),
    noteWidth: assign({ pendingWidth: ({ event }) => (event.type === "RESIZE" ? event.width : null) }),
    applyWidth: assign({ slideWidth: ({ context }) => context.pendingWidth ?? context.slideWidth }),
    goTo: assign({ index: ({ context }, params: { index: number }) => clamp(params.index, context.count) }),
  },
  guards: {
    hasNext: ({ context }) => context.index < context.count - 1,
    keyNext: ({ event }) => event.type === "KEY" && event.key === KEY_NAMES[KEYS.right],
    keyPrevious: ({ event }) => event.type === "KEY" && event.key === KEY_NAMES[KEYS.left],
    swipeNext: ({ event }) => event.type === "SWIPE" && gestureOf(event.dx) === "next",
    swipePrevious: ({ event }) => event.type === "SWIPE" && gestureOf(event.dx) === "previous",
    rightHalf: ({ event }) => event.type === "HALF_CLICK" && event.right,
  },
}).createMachine({
  id: "slideshow",
  context: ({ input }) => ({
    index: clamp(input.index ?? 0, input.count),
    count: input.count,
    autoFlip: input.autoFlip === true,
    slideWidth: null,
    pendingWidth: null,
  }),
  type: "parallel",
  states: {
    flipping: {
      initial: "starting",
      states: {
        starting: {
          always: [
            { guard: ({ context }) => context.autoFlip && context.index < context.count - 1, target: "playing" },
            { target: "paused" },
          ],
        },
        paused: {
          on: { PLAY: { guard: "hasNext", target: "playing" } },
        },
        playing: {
          after: {
            flip: [{ guard: "hasNext", target: "playing", reenter: true, actions: next }, { target: "paused" }],
          },
          on: { PAUSE: "paused" },
        },
      },
    },
    layout: {
      initial: "settled",
      states: {
        settled: {
          on: { RESIZE: { target: "resizing", actions: "noteWidth" } },
        },
        resizing: {
          // Every further resize restarts the 250 ms wait.
          on: { RESIZE: { target: "resizing", reenter: true, actions: "noteWidth" } },
          after: { resizeDebounce: { target: "settled", actions: "applyWidth" } },
        },
      },
    },
  },
  on: {
    NEXT: { actions: next },
    PREVIOUS: { actions: previous },
    REWIND: { actions: [{ type: "goTo", params: { index: 0 } }, "showIndex"] },
    GO: { actions: [{ type: "goTo", params: ({ event }) => ({ index: event.index }) }, "showIndex"] },
    KEY: [
      { guard: "keyNext", actions: next },
      { guard: "keyPrevious", actions: previous },
    ],
    HALF_CLICK: [{ guard: "rightHalf", actions: next }, { actions: previous }],
    SWIPE: [
      { guard: "swipeNext", actions: next },
      { guard: "swipePrevious", actions: previous },
    ],
  },
});
