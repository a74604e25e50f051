import { assign, raise, setup } from "xstate";
import { KEY_NAMES, KEYS } from "#machines/rules/magazine/homepage";
import { gestureOf, MEDIA_AUTO_FLIP_MS, RESIZE_DEBOUNCE_MS } from "#machines/rules/magazine/slideshow";

export interface SlideshowContext {
  index: number;
  count: number;
  /** Start flipping on its own (the default; the page sends REDUCE_MOTION for readers who prefer less motion). */
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
  /** The reader prefers reduced motion: flipping stops (PLAY still starts it on request). */
  | { type: "REDUCE_MOTION" }
  /** Raised by the reader's own navigation: flipping stops, the reader has taken over. */
  | { type: "INTERACTED" }
  /** The viewport measured `width` px (on mount and on every window resize). */
  | { type: "RESIZE"; width: number };

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));
const next = [{ type: "step" as const, params: { by: 1 } }, "showIndex" as const];
const previous = [{ type: "step" as const, params: { by: -1 } }, "showIndex" as const];
/** The reader's own moves: the step, then flipping pauses. */
const readerNext = [...next, "interacted" as const];
const readerPrevious = [...previous, "interacted" as const];

/**
 * The slideshow: prev/next, rewind to the first slide,
 * arrow keys, clicks (right half next, left half back) and swipes of 60 px;
 * it stops at both ends. Media flip every 3.5 s from the start (unless input
 * `autoFlip` is false) until the last slide; PAUSE, REDUCE_MOTION and any
 * move of the reader's own stop it, PLAY starts it again. Every change calls
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
    interacted: raise({ type: "INTERACTED" }),
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
    autoFlip: input.autoFlip !== false,
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
          on: { PAUSE: "paused", REDUCE_MOTION: "paused", INTERACTED: "paused" },
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
    NEXT: { actions: readerNext },
    PREVIOUS: { actions: readerPrevious },
    REWIND: { actions: [{ type: "goTo", params: { index: 0 } }, "showIndex", "interacted"] },
    GO: { actions: [{ type: "goTo", params: ({ event }) => ({ index: event.index }) }, "showIndex", "interacted"] },
    KEY: [
      { guard: "keyNext", actions: readerNext },
      { guard: "keyPrevious", actions: readerPrevious },
    ],
    HALF_CLICK: [{ guard: "rightHalf", actions: readerNext }, { actions: readerPrevious }],
    SWIPE: [
      { guard: "swipeNext", actions: readerNext },
      { guard: "swipePrevious", actions: readerPrevious },
    ],
  },
});
