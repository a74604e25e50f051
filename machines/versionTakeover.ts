import { assign, setup } from "xstate";

/** Longest wait for the new version to start taking over before the link is followed anyway. */
export const TAKEOVER_WAIT_MS = 3000;
/**
 * Once it has started (its worker "activating"), how much longer the link waits for it: a page
 * load asked for in the middle of an activation was seen to stall for over ten seconds in Chromium.
 */
export const ACTIVATION_WAIT_MS = 7000;

export interface VersionTakeoverInput {
  /** The waiting new version's worker state when the link was followed (null when unknown). */
  workerState: ServiceWorkerState | null;
}

export type VersionTakeoverEvent =
  /** The new version controls the page now (the browser's controllerchange). */
  | { type: "TOOK_OVER" }
  /** The new version's worker moved on (its statechange). */
  | { type: "WORKER_STATE"; state: ServiceWorkerState };

/**
 * A link followed while a new version of the site waits: the new version takes
 * over first (`skipWaiting` asks it to), then the link loads as a whole page
 * under it (`followLink`), so a version never changes mid-page.
 * The link waits at most TAKEOVER_WAIT_MS for the takeover; a takeover already
 * under way by then gets ACTIVATION_WAIT_MS more, as a load asked for
 * mid-activation stalls. A link loaded before the takeover began is loaded once
 * more when the takeover comes: Chromium starts an activation as soon as the old
 * version's last event ends (checked about once a second), and a page load asked
 * for just before that was seen never to finish.
 */
export const versionTakeoverMachine = setup({
  types: {
    context: {} as { workerState: ServiceWorkerState | null },
    events: {} as VersionTakeoverEvent,
    input: {} as VersionTakeoverInput,
  },
  actions: {
    skipWaiting: () => {},
    followLink: () => {},
  },
  guards: {
    activating: ({ context }) => context.workerState === "activating",
  },
}).createMachine({
  id: "versionTakeover",
  context: ({ input }) => ({ workerState: input.workerState }),
  on: { WORKER_STATE: { actions: assign({ workerState: ({ event }) => event.state }) } },
  initial: "takingOver",
  states: {
    takingOver: {
      entry: "skipWaiting",
      on: { TOOK_OVER: "navigating" },
      after: { [TAKEOVER_WAIT_MS]: [{ guard: "activating", target: "activating" }, { target: "leftBeforeTakeover" }] },
    },
    activating: {
      on: { TOOK_OVER: "navigating" },
      after: { [ACTIVATION_WAIT_MS]: "navigating" },
    },
    // The link loads under the old version; if the takeover comes while this page is still here, it loads again.
    leftBeforeTakeover: {
      entry: "followLink",
      on: { TOOK_OVER: "navigating" },
    },
    navigating: { type: "final", entry: "followLink" },
  },
});
