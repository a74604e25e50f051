import { assign } from "xstate";
import { SPONSORED_VIDEO_ROTATE_MS, weightedPick } from "#machines/rules/magazine/homepage";
import { rotatorMachine } from "./rotator";

/**
 * The sponsored video teaser: every 8 s a weighted random pick on
 * probabilityweight (input `weights`), the first pick too. `random` is
 * injectable so tests decide the draws; the page passes Math.random.
 */
export function sponsoredVideoMachine(random: () => number = Math.random) {
  return rotatorMachine.provide({
    delays: { interval: SPONSORED_VIDEO_ROTATE_MS },
    actions: {
      choose: assign({ index: ({ context }) => weightedPick(context.weights, random()) }),
      advance: assign({ index: ({ context }) => weightedPick(context.weights, random()) }),
    },
  });
}
