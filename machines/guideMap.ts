import { assign, setup } from "xstate";
import { type LatLng, mapTexts, routeLegs, SIDEBAR_GUARD_MS } from "#machines/rules/guide/map";
import { unprovided } from "#machines/unprovided";

/**
 * The guide map Not fullscreen → fullscreen through the explore
 * button: the map code loads and the remaining api pages are fetched (the
 * injected `openMap`); in nearby mode the reader's location is asked for and
 * the shows near it are fetched (`locate`, `fetchNearby`). Closing goes back in
 * history; Esc closes unless a modal is open; back navigation restores the
 * entry location, selected location and nearby mode. Phones and tablets get
 * the 'unavailable' modal instead. The sidebar selection follows markers,
 * clicks and scrolling, with a 500 ms guard so the list scrolling itself to a
 * selection does not select again. 'plan my route' opens the map on a walk,
 * one leg per city: the map shows every leg, a leg when the reader picks it
 * or one of its stops, and nearby stays off (it would replace the walk).
 */
// The shapes, initial context and readers live in rules/guideMapView so the page can render them without loading xstate.
export {
  type GuideMapContext,
  type GuideMapInput,
  type MapEntry,
  type MapLocation,
  nearbyToggleText,
  type RouteLegIds,
} from "#machines/rules/guide/guideMapView";

import {
  type GuideMapContext,
  type GuideMapInput,
  initialMapContext,
  inPlace,
  legOf,
  type MapEntry,
  type MapLocation,
  noEntry,
  type RouteLegIds,
} from "#machines/rules/guide/guideMapView";

export type GuideMapEvent =
  | {
      type: "EXPLORE";
      entryLocation?: number;
      /** Measured by the page when the reader clicks. */
      available?: boolean;
      /** 'plan my route': the shows walked city by city. */
      planRoute?: boolean;
    }
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
  | { type: "BACK" }
  /** Show one leg of the route (its city's place_url), or null for the whole route. */
  | { type: "FRAME_LEG"; placeUrl: string | null };

export const guideMapMachine = setup({
  types: {
    context: {} as GuideMapContext,
    events: {} as GuideMapEvent,
    input: {} as GuideMapInput,
  },
  actors: {
    /** Loads maplibre-gl and every remaining api page (pages of 15). */
    openMap: unprovided<MapLocation[]>("openMap"),
    locate: unprovided<LatLng>("locate"),
    fetchNearby: unprovided<MapLocation[], LatLng>("fetchNearby"),
  },
  delays: {
    sidebarGuard: SIDEBAR_GUARD_MS,
  },
  guards: {
    available: ({ context, event }) =>
      event.type === "EXPLORE" && event.available !== undefined ? event.available : context.available,
    nearbyStyle: ({ context }) => context.exploreStyle === "nearby",
    wantsNearby: ({ context }) => context.entry.nearby && !context.planning,
    planning: ({ context }) => context.planning,
    noModal: ({ event }) => event.type === "ESC" && !event.modalOpen,
    restoresOpen: ({ event }) => event.type === "RESTORE" && event.entry !== null,
    restoresClosed: ({ event }) => event.type === "RESTORE" && event.entry === null,
  },
  actions: {
    autoSelect: assign({
      entry: ({ context }) => {
        const shown = context.entry.nearby ? context.nearbyLocations : inPlace(context.locations, context.placeFilter);
        const first = context.route?.[0]?.stops[0] ?? shown[0]?.id;
        const selected = context.entry.selected ?? context.entry.entryLocation ?? first ?? null;
        return { ...context.entry, selected };
      },
    }),
    scheduleScroll: assign({ guarded: true, scrollTo: null }),
    /** The walk over the shown shows, city by city, from the reader when known; the whole route framed. */
    planRoute: assign(({ context }) => ({
      route: context.planning
        ? routeLegs(inPlace(context.locations, context.placeFilter), context.here ?? undefined).map(
            (leg): RouteLegIds => ({ ...leg, stops: leg.stops.map((s) => s.id) }),
          )
        : null,
      framed: null,
    })),
    /** Picking a stop of another city's leg shows that leg. */
    frameSelectedLeg: assign({
      framed: ({ context }) =>
        (context.route?.length ?? 0) > 1
          ? (legOf(context.route, context.entry.selected)?.place_url ?? context.framed)
          : context.framed,
    }),
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
                nearby: context.exploreStyle === "nearby" && !event.planRoute,
              },
              planning: event.planRoute === true,
              route: null,
              framed: null,
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
          actions: [
            assign({ entry: ({ context, event }) => ({ ...context.entry, selected: event.id }) }),
            "frameSelectedLeg",
          ],
        },
        FRAME_LEG: {
          guard: "planning",
          // A stop left selected in another city would pull the map (and the sidebar) back there.
          actions: assign(({ context, event }) => {
            const leg = context.route?.find((l) => l.place_url === event.placeUrl);
            const keeps = !leg || (context.entry.selected !== null && leg.stops.includes(context.entry.selected));
            return { framed: event.placeUrl, entry: keeps ? context.entry : { ...context.entry, selected: null } };
          }),
        },
        SCROLL_SELECT: {
          guard: ({ context }) => !context.guarded,
          actions: assign({ entry: ({ context, event }) => ({ ...context.entry, selected: event.id }) }),
        },
        MYGUIDE_EMPTIED: {
          actions: assign({ exploreStyle: "nearby" as const, planning: false, route: null, framed: null }),
          target: ".locating",
          reenter: true,
        },
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
            { target: "ready", actions: ["planRoute", "autoSelect"] },
          ],
        },
        ready: {
          on: {
            TOGGLE_NEARBY: [
              // A planned route is the reader's own walk: nearby would replace it.
              { guard: "planning" },
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
              // A planned route is the reader's own walk: nearby would replace it.
              { guard: "planning" },
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
          // The toggle is ignored while loading.
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
