import { assertEvent, assign, fromCallback, type SnapshotFrom, setup, spawnChild } from "xstate";
import { guideTexts } from "#machines/rules/guide/guide";
import type { ListedShow } from "#machines/rules/guide/myguideShow";

/**
 * Myguide: the reader's saved exhibitions, changed
 * optimistically and put back when the server refuses (or cannot be reached);
 * the listing then says it did not save (`notSaved`) until the next toggle.
 *
 * - signed out, +myguide shows the sign-in prompt and opens the login overlay;
 *   once myguide loads after sign-in the listing is added if absent
 * - signed in, myguide syncs from the server after 100 ms; signed out, all go
 * - clear all sits behind a warning with Cancel and Confirm, then scrolls up
 * - the place filter is kept in history (push or replace); back restores it;
 *   a list emptied under a filter says so and drops the filter after 500 ms
 * - a sort change scrolls to the top
 *
 * The server calls come in as input (`api`), the browser effects
 * (openLogin, rememberPending, scrollToTop, pushHistory, replaceHistory) are
 * provided actions; a sign-in that reloads the page hands the remembered
 * listing back as input.pendingAdd.
 */
const MYGUIDE_SYNC_DELAY_MS = 100;
const MYGUIDE_REDIRECT_DELAY_MS = 500;

export type MyguideSort = "date" | "city";

export interface MyguideApi {
  load: () => Promise<number[]>;
  /** The show's card goes along when the page has it: offline, the device keeps it for myguide. */
  add: (id: number, exhibition?: ListedShow) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  clear: () => Promise<unknown>;
}

export interface MyguideInput {
  api: MyguideApi;
  /** Ids already known from the page (server-rendered). */
  ids?: number[];
  sort?: MyguideSort;
  placeUrl?: string | null;
  /** A listing a visitor chose before a sign-in that reloaded the page. */
  pendingAdd?: number | null;
}

export interface MyguideContext {
  api: MyguideApi;
  ids: number[];
  /** The listing a visitor tried to add before signing in. */
  pendingAdd: number | null;
  /** Ids toggled while a sync was on its way: the reader's choice wins over the sync. */
  touched: number[];
  /** Ids before a clear: put back if the clear fails, and not brought back by a sync that crossed it. */
  beforeClear: number[];
  message: string | null;
  /** The listing whose last +myguide or -myguide did not save: it says so (guideTexts.myguideNotSaved). */
  notSaved: number | null;
  sort: MyguideSort;
  placeUrl: string | null;
}

export type MyguideEvent =
  | { type: "SIGNED_IN" }
  | { type: "SIGNED_OUT" }
  | { type: "TOGGLE"; id: number; exhibition?: ListedShow }
  | { type: "CLEAR" }
  | { type: "CANCEL" }
  | { type: "CONFIRM" }
  | { type: "SORT"; sort: MyguideSort }
  | { type: "FILTER"; placeUrl: string | null; history?: "push" | "replace" }
  | { type: "RESTORE"; placeUrl: string | null; sort: MyguideSort }
  | { type: "PLACE_EMPTIED" }
  | { type: "LOADED"; ids: number[] }
  | { type: "LOAD_FAILED" }
  | { type: "TOGGLE_FAILED"; id: number; wasIn: boolean }
  | { type: "CLEAR_FAILED" }
  | { type: "CALL_DONE" };

type Call = { run: () => Promise<unknown>; failed: MyguideEvent };

/** One server call; answers CALL_DONE or the failure event that reverts the optimistic change. */
const serverCall = fromCallback<MyguideEvent, Call>(({ input, sendBack }) => {
  input.run().then(
    () => sendBack({ type: "CALL_DONE" }),
    () => sendBack(input.failed),
  );
});

const loadCall = fromCallback<MyguideEvent, { api: MyguideApi }>(({ input, sendBack }) => {
  input.api.load().then(
    (ids) => sendBack({ type: "LOADED", ids }),
    () => sendBack({ type: "LOAD_FAILED" }),
  );
});

/**
 * The server's ids, except those the reader toggled meanwhile, which keep the
 * reader's state, and those the reader cleared (a sync sent before the clear
 * reached the server still lists them).
 */
const merged = (server: readonly number[], context: Pick<MyguideContext, "ids" | "touched" | "beforeClear">) => [
  ...server.filter((id) => !context.touched.includes(id) && !context.beforeClear.includes(id)),
  ...context.ids.filter((id) => context.touched.includes(id)),
];

const toggled = (ids: readonly number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

export const myguideMachine = setup({
  types: {
    context: {} as MyguideContext,
    events: {} as MyguideEvent,
    input: {} as MyguideInput,
  },
  actors: { serverCall, loadCall },
  actions: {
    openLogin: (_, _params: { prompt: string }) => {},
    rememberPending: (_, _params: { id: number }) => {},
    scrollToTop: () => {},
    pushHistory: (_, _params: { placeUrl: string | null }) => {},
    replaceHistory: (_, _params: { placeUrl: string | null }) => {},
  },
}).createMachine({
  id: "myguide",
  type: "parallel",
  context: ({ input }) => ({
    api: input.api,
    ids: input.ids ?? [],
    pendingAdd: input.pendingAdd ?? null,
    touched: [],
    beforeClear: [],
    message: null,
    notSaved: null,
    sort: input.sort ?? "date",
    placeUrl: input.placeUrl ?? null,
  }),
  states: {
    session: {
      initial: "unknown",
      states: {
        unknown: {
          on: { SIGNED_IN: "signedIn", SIGNED_OUT: "signedOut" },
        },
        signedOut: {
          entry: assign({ ids: [] }),
          on: {
            SIGNED_IN: "signedIn",
            TOGGLE: {
              actions: [
                assign(({ event }) => ({ pendingAdd: event.id, message: guideTexts.myguideSignInToAdd })),
                { type: "rememberPending", params: ({ event }) => ({ id: event.id }) },
                { type: "openLogin", params: { prompt: guideTexts.myguideSignInToAdd } },
              ],
            },
          },
        },
        signedIn: {
          initial: "waiting",
          on: {
            SIGNED_OUT: { target: "signedOut", actions: assign({ message: null }) },
            TOGGLE: {
              actions: [
                spawnChild("serverCall", {
                  input: ({ context, event }) => {
                    assertEvent(event, "TOGGLE");
                    const { id, exhibition } = event;
                    const wasIn = context.ids.includes(id);
                    return {
                      run: () => (wasIn ? context.api.remove(id) : context.api.add(id, exhibition)),
                      failed: { type: "TOGGLE_FAILED", id, wasIn },
                    };
                  },
                }),
                assign(({ context, event }) => ({
                  ids: toggled(context.ids, event.id),
                  touched: [...context.touched, event.id],
                  beforeClear: context.beforeClear.filter((id) => id !== event.id),
                  notSaved: null,
                })),
              ],
            },
            TOGGLE_FAILED: {
              actions: assign(({ context, event }) => ({
                ids: event.wasIn
                  ? [...context.ids.filter((x) => x !== event.id), event.id]
                  : context.ids.filter((x) => x !== event.id),
                notSaved: event.id,
              })),
            },
          },
          states: {
            waiting: {
              after: { [MYGUIDE_SYNC_DELAY_MS]: "loading" },
            },
            loading: {
              entry: assign({ touched: [] }),
              invoke: { src: "loadCall", input: ({ context }) => ({ api: context.api }) },
              on: {
                LOADED: [
                  {
                    guard: ({ context, event }) =>
                      context.pendingAdd !== null && !event.ids.includes(context.pendingAdd),
                    target: "ready",
                    actions: [
                      assign(({ context, event }) => ({
                        ids: [...merged(event.ids, context), context.pendingAdd!],
                        pendingAdd: null,
                        message: null,
                      })),
                      spawnChild("serverCall", {
                        input: ({ context }) => {
                          const id = context.ids.at(-1)!;
                          return {
                            run: () => context.api.add(id),
                            failed: { type: "TOGGLE_FAILED", id, wasIn: false },
                          };
                        },
                      }),
                    ],
                  },
                  {
                    target: "ready",
                    actions: assign(({ context, event }) => ({
                      ids: merged(event.ids, context),
                      pendingAdd: null,
                      message: null,
                    })),
                  },
                ],
                LOAD_FAILED: { target: "ready", actions: assign({ pendingAdd: null }) },
              },
            },
            ready: {},
          },
        },
      },
    },
    clear: {
      initial: "idle",
      states: {
        idle: { on: { CLEAR: "confirming" } },
        confirming: {
          on: {
            CANCEL: "idle",
            CONFIRM: {
              target: "idle",
              actions: [
                assign(({ context }) => ({ beforeClear: context.ids, ids: [] })),
                spawnChild("serverCall", {
                  input: ({ context }) => ({ run: () => context.api.clear(), failed: { type: "CLEAR_FAILED" } }),
                }),
                "scrollToTop",
              ],
            },
          },
        },
      },
      on: {
        CLEAR_FAILED: {
          actions: assign(({ context }) => ({
            ids: [...new Set([...context.beforeClear, ...context.ids])],
            beforeClear: [],
          })),
        },
      },
    },
    view: {
      initial: "showing",
      states: {
        showing: {
          on: {
            PLACE_EMPTIED: { guard: ({ context }) => context.placeUrl !== null, target: "redirecting" },
          },
        },
        redirecting: {
          entry: assign({ message: guideTexts.myguideRedirecting }),
          exit: assign({ message: null }),
          after: {
            [MYGUIDE_REDIRECT_DELAY_MS]: {
              target: "showing",
              actions: [assign({ placeUrl: null }), { type: "replaceHistory", params: { placeUrl: null } }],
            },
          },
        },
      },
      on: {
        SORT: {
          guard: ({ context, event }) => context.sort !== event.sort,
          actions: [assign(({ event }) => ({ sort: event.sort })), "scrollToTop"],
        },
        FILTER: [
          {
            guard: ({ event }) => event.history === "replace",
            target: ".showing",
            actions: [
              assign(({ event }) => ({ placeUrl: event.placeUrl })),
              { type: "replaceHistory", params: ({ event }) => ({ placeUrl: event.placeUrl }) },
            ],
          },
          {
            target: ".showing",
            actions: [
              assign(({ event }) => ({ placeUrl: event.placeUrl })),
              { type: "pushHistory", params: ({ event }) => ({ placeUrl: event.placeUrl }) },
            ],
          },
        ],
        RESTORE: {
          target: ".showing",
          actions: assign(({ event }) => ({ placeUrl: event.placeUrl, sort: event.sort })),
        },
      },
    },
  },
});

export type MyguideSnapshot = SnapshotFrom<typeof myguideMachine>;

// The readers live in rules/myguideView so guide pages can use them without loading xstate.
export { isConfirmingClear, isInMyguide, isSignedIn } from "#machines/rules/guide/myguideView";
