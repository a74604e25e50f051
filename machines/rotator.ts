import { assign, setup } from "xstate";
import { GENERIC_ROTATE_MS } from "#machines/rules/magazine/homepage";

export interface RotatorContext {
  index: number;
  count: number;
  /** probabilityweight per item; only the weighted rotator reads it. */
  weights: number[];
  reducedMotion: boolean;
}

export interface RotatorInput {
  count: number;
  weights?: number[];
  reducedMotion?: boolean;
}

export type RotatorEvent =
  /** Hovering (or focusing) an item makes it the current one. */
  | { type: "SET"; index: number }
  | { type: "NEXT" }
  | { type: "PREVIOUS" }
  /** The pause control of WCAG 2.2.2. */
  | { type: "PAUSE" }
  | { type: "RESUME" };

const loop = (index: number, count: number) => (count === 0 ? 0 : (index + count) % count);

/**
 * The homepage rotators: every `interval` the next item shows,
 * looping (generic and exhibition highlights 5 s, multi-feature and
 * multi-video 15 s: item 0 first, item 1 after 15000 ms). Hover sets the
 * current item and restarts the wait. Readers who prefer reduced motion start
 * paused; the pause control stops and resumes it. One item never moves.
 * The weighted rotator (sponsoredVideo.ts) replaces `advance` and `choose`.
 */
export const rotatorMachine = setup({
  types: {
    context: {} as RotatorContext,
    events: {} as RotatorEvent,
    input: {} as RotatorInput,
  },
  delays: { interval: GENERIC_ROTATE_MS },
  actions: {
    /** The first item: item 0. */
    choose: () => {},
    advance: assign({ index: ({ context }) => loop(context.index + 1, context.count) }),
  },
  guards: {
    moves: ({ context }) => context.count > 1,
    inRange: ({ context, event }) => event.type === "SET" && event.index >= 0 && event.index < context.count,
  },
}).createMachine({
  id: "rotator",
  context: ({ input }) => ({
    index: 0,
    count: input.count,
    weights: input.weights ?? [],
    reducedMotion: input.reducedMotion === true,
  }),
  initial: "starting",
  entry: "choose",
  on: {
    SET: { guard: "inRange", actions: assign({ index: ({ event }) => event.index }) },
  },
  states: {
    starting: {
      always: [
        { guard: ({ context }) => context.count <= 1, target: "still" },
        { guard: ({ context }) => context.reducedMotion, target: "paused" },
        { target: "rotating" },
      ],
    },
    rotating: {
      after: { interval: { target: "rotating", reenter: true, actions: "advance" } },
      on: {
        SET: {
          guard: "inRange",
          target: "rotating",
          reenter: true,
          actions: assign({ index: ({ event }) => event.index }),
        },
        NEXT: { target: "rotating", reenter: true, actions: "advance" },
        PREVIOUS: {
          target: "rotating",
          reenter: true,
          actions: assign({ index: ({ context }) => loop(context.index - 1, context.count) }),
        },
        PAUSE: "paused",
      },
    },
    paused: {
      on: {
        RESUME: { guard: "moves", target: "rotating" },
        NEXT: { actions: "advance" },
        PREVIOUS: { actions: assign({ index: ({ context }) => loop(context.index - 1, context.count) }) },
      },
    },
    still: {},
  },
});

/** A rotator turning every `ms` (exhibition highlights 5000, multi rotators 15000). */
export function rotatorEvery(ms: number) {
  return rotatorMachine.provide({ delays: { interval: ms } });
}
