import { assign, fromPromise, setup } from "xstate";
import { type LatLng, mapTexts, SIDEBAR_GUARD_MS } from "./rules/map";

/**
 * The guide map of spec 2 §4. Not fullscreen → fullscreen through the explore
 * button: the map code loads and the remaining api pages are fetched (the
 * injected `openMap`); in nearby mode the reader's location is asked for and
 * the shows near it are fetched (`locate`, `fetchNearby`). Closing goes back in
 * history; Esc closes unless a modal is open; back navigation restores the
 * entry location, selected location and nearby mode. Phones and tablets get
 * the 'unavailable' modal instead. The sidebar selection follows markers,
 * clicks and scrolling, with a 500 ms guard so the list scrolling itself to a
 * selection does not select again.
 */
// The shapes, initial context and readers live in rules/guideMapView so the page can render them without loading xstate.
export {
  type GuideMapContext,
  type GuideMapInput,
  inPlace,
  type MapEntry,
  type MapLocation,
  type MapView,
  nearbyToggleText,
} from "./rules/guideMapView";

import {
  type GuideMapContext,
  type GuideMapInput,
  initialMapContext,
  inPlace,
  type MapEntry,
  type MapLocation,
  noEntry,
} from "./rules/guideMapView";

export type GuideMapEvent =
  | { type: "EXPLORE"; entryLocation?: number /** Measured by the page when the reader clicks. */; available?: boolean }
  | { type: "CLOSE" }
  | { type: "ESC"; modalOpen: boolean }
  | { type: "RESTORE"; entry: MapEntry | null }
  | { type: "SELECT"; id: number }
  | { type: "SCROLL_SELECT"; id: number }
  | { type: "TOGGLE_NEARBY" }
  | { type: "MYGUIDE_EMPTIED" }
  /** A place of the map header's place filter ("" for 'All'): a new config, the old one kept for the back arrow. */
  | { type: "FILTER_PLACE"; placeUrl: string }
  /** The back arrow: the previous config again. */
  | { type: "BACK" };

export const guideMapMachine = setup({
  types: {
    context: {} as GuideMapContext,
    events: {} as GuideMapEvent,
    input: {} as GuideMapInput,
  },
  actors: {
    /** Loads maplibre-gl and every remaining api page (pages of 15). */
    openMap: fromPromise<MapLocation[]>(async () => {
      throw new Error("openMap must be provided");
    }),
    locate: fromPromise<LatLng>(async () => {
      throw new Error("locate must be provided");
    }),
    fetchNearby: fromPromise<MapLocation[], LatLng>(async () => {
      throw new Error("fetchNearby must be provided");
    }),
  },
  delays: {
    sidebarGuard: SIDEBAR_GUARD_MS,
  },
  guards: {
    available: ({ context, event }) =>
      event.type === "EXPLORE" && event.available !== undefined ? event.available : context.available,
    nearbyStyle: ({ context }) => context.exploreStyle === "nearby",
    wantsNearby: ({ context }) => context.entry.nearby,
    noModal: ({ event }) => event.type === "ESC" && !event.modalOpen,
    restoresOpen: ({ event }) => event.type === "RESTORE" && event.entry !== null,
    restoresClosed: ({ event }) => event.type === "RESTORE" && event.entry === null,
  },
  actions: {
    autoSelect: assign({
      entry: ({ context }) => {
        const shown = context.entry.nearby ? context.nearbyLocations : inPlace(context.locations, context.placeFilter);
        const selected = context.entry.selected ?? context.entry.entryLocation ?? shown[0]?.id ?? null;
        return { ...context.entry, selected };
      },
    }),
    scheduleScroll: assign({ guarded: true, scrollTo: null }),
  },
}).createMachine({
  id: "guideMap",
  context: ({ input }) => initialMapContext(input),
  initial: "closed",
  states: {
    closed: {
      on: {
        EXPLORE: [
          {
            guard: "available",
            target: "opening",
            actions: assign(({ context, event }) => ({
              entry: {
                entryLocation: event.entryLocation ?? null,
                selected: event.entryLocation ?? null,
                nearby: context.exploreStyle === "nearby",
              },
              error: null,
              // Every opening starts on the page's own config.
              placeFilter: "",
              previousConfig: null,
              hasPreviousConfig: false,
            })),
          },
          { target: "unavailable" },
        ],
        RESTORE: {
          guard: "restoresOpen",
          target: "opening",
          actions: assign({ entry: ({ event }) => (event.type === "RESTORE" && event.entry) || noEntry }),
        },
        MYGUIDE_EMPTIED: { actions: assign({ exploreStyle: "nearby" as const }) },
      },
    },
    unavailable: {
      on: {
        CLOSE: "closed",
        ESC: { guard: "noModal", target: "closed" },
        RESTORE: { guard: "restoresClosed", target: "closed" },
      },
    },
    opening: {
      invoke: {
        src: "openMap",
        onDone: {
          target: "open",
          actions: assign({ locations: ({ event }) => event.output }),
        },
        onError: {
          target: "closed",
          actions: assign({ error: ({ event }) => String((event.error as Error)?.message ?? event.error) }),
        },
      },
      on: {
        CLOSE: "closed",
        ESC: { guard: "noModal", target: "closed" },
        RESTORE: { guard: "restoresClosed", target: "closed" },
      },
    },
    open: {
      initial: "checking",
      on: {
        CLOSE: "closed",
        ESC: { guard: "noModal", target: "closed" },
        RESTORE: [
          { guard: "restoresClosed", target: "closed" },
          {
            target: ".checking",
            actions: assign({ entry: ({ event }) => (event.type === "RESTORE" && event.entry) || noEntry }),
          },
        ],
        SELECT: {
          target: ".selecting",
          actions: assign({ entry: ({ context, event }) => ({ ...context.entry, selected: event.id }) }),
        },
        SCROLL_SELECT: {
          guard: ({ context }) => !context.guarded,
          actions: assign({ entry: ({ context, event }) => ({ ...context.entry, selected: event.id }) }),
        },
        MYGUIDE_EMPTIED: { actions: assign({ exploreStyle: "nearby" as const }), target: ".locating", reenter: true },
        FILTER_PLACE: {
          guard: ({ context, event }) => event.placeUrl !== context.placeFilter,
          target: ".checking",
          actions: assign(({ context, event }) => ({
            previousConfig: { placeFilter: context.placeFilter },
            hasPreviousConfig: true,
            placeFilter: event.placeUrl,
            entry: { ...context.entry, selected: null, nearby: false },
          })),
        },
        BACK: {
          guard: ({ context }) => context.previousConfig !== null,
          target: ".checking",
          actions: assign(({ context }) => ({
            placeFilter: context.previousConfig?.placeFilter ?? "",
            previousConfig: null,
            hasPreviousConfig: false,
            entry: { ...context.entry, selected: null },
          })),
        },
      },
      states: {
        checking: {
          always: [
            { guard: "wantsNearby", target: "locating" },
            { target: "ready", actions: "autoSelect" },
          ],
        },
        ready: {
          on: {
            TOGGLE_NEARBY: [
              {
                guard: "wantsNearby",
                target: "ready",
                actions: [
                  assign({ entry: ({ context }) => ({ ...context.entry, nearby: false, selected: null }) }),
                  "autoSelect",
                ],
              },
              {
                target: "locating",
                actions: assign({ entry: ({ context }) => ({ ...context.entry, nearby: true, selected: null }) }),
              },
            ],
          },
        },
        selecting: {
          entry: "scheduleScroll",
          after: {
            sidebarGuard: {
              target: "ready",
              actions: assign({ guarded: false, scrollTo: ({ context }) => context.entry.selected }),
            },
          },
          on: {
            TOGGLE_NEARBY: [
              {
                guard: "wantsNearby",
                target: "ready",
                actions: [
                  assign({
                    guarded: false,
                    entry: ({ context }) => ({ ...context.entry, nearby: false, selected: null }),
                  }),
                  "autoSelect",
                ],
              },
              {
                target: "locating",
                actions: assign({
                  guarded: false,
                  entry: ({ context }) => ({ ...context.entry, nearby: true, selected: null }),
                }),
              },
            ],
          },
        },
        locating: {
          // The toggle is ignored while loading (spec 2 §4).
          entry: assign({ entry: ({ context }) => ({ ...context.entry, nearby: true }), error: null }),
          invoke: {
            src: "locate",
            onDone: { target: "fetching", actions: assign({ here: ({ event }) => event.output }) },
            onError: {
              target: "ready",
              actions: [
                assign({
                  error: mapTexts.geolocationRefused,
                  entry: ({ context }) => ({ ...context.entry, nearby: false }),
                }),
                "autoSelect",
              ],
            },
          },
        },
        fetching: {
          invoke: {
            src: "fetchNearby",
            input: ({ context }) => context.here as LatLng,
            onDone: {
              target: "ready",
              actions: [assign({ nearbyLocations: ({ event }) => event.output }), "autoSelect"],
            },
            onError: {
              target: "ready",
              actions: [
                assign({
                  error: ({ event }) => String((event.error as Error)?.message ?? event.error),
                  entry: ({ context }) => ({ ...context.entry, nearby: false }),
                }),
                "autoSelect",
              ],
            },
          },
        },
      },
    },
  },
});
