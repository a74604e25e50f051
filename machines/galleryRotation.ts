import { assign, setup } from "xstate";
import { GALLERY_ROTATE_MS } from "./rules/magazine";

export interface GalleryRotationContext {
  index: number;
  count: number;
  reducedMotion: boolean;
}

export type GalleryRotationEvent = { type: "PAUSE" } | { type: "RESUME" };

/**
 * Gallery ads rotate every 10 s (spec 1 §9), looping through their batch.
 * Hover and focus pause them, and so does a reader who prefers reduced
 * motion (DESIGN.md); a batch of one never moves.
 */
export const galleryRotationMachine = setup({
  types: {
    context: {} as GalleryRotationContext,
    events: {} as GalleryRotationEvent,
    input: {} as { count: number; reducedMotion?: boolean },
  },
  delays: { rotate: GALLERY_ROTATE_MS },
  guards: {
    rotates: ({ context }) => context.count > 1,
  },
}).createMachine({
  id: "galleryRotation",
  context: ({ input }) => ({ index: 0, count: input.count, reducedMotion: input.reducedMotion === true }),
  initial: "starting",
  states: {
    starting: {
      always: [
        { guard: ({ context }) => context.count <= 1, target: "still" },
        { guard: ({ context }) => context.reducedMotion, target: "paused" },
        { target: "rotating" },
      ],
    },
    rotating: {
      after: {
        rotate: {
          target: "rotating",
          reenter: true,
          actions: assign({ index: ({ context }) => (context.index + 1) % context.count }),
        },
      },
      on: { PAUSE: "paused" },
    },
    paused: {
      on: { RESUME: { guard: "rotates", target: "rotating" } },
    },
    still: {},
  },
});
