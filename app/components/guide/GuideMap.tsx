import { useEffect, useRef } from "react";
import type { SnapshotFrom } from "xstate";
import { lazyComponent } from "#app/lib/lazy";
import { useLazyActor, useLazySelector } from "#app/lib/lazyActor";
import { useRootData } from "#app/lib/rootData";
import type { guideMapMachine } from "#machines/guideMap";
import { initialMapContext } from "#machines/rules/guide/guideMapView";
import { mapAvailable, mapTexts } from "#machines/rules/guide/mapTexts";
import type { ListedShow } from "./map/mapData";
import { HISTORY_KEY, historyEntry } from "./mapHistory";
import type { PlaceCount } from "./PlaceFilter";

/**
 * The guide header's map: an explore button, and in
 * fullscreen the map, its sidebar, the close button, directions, the nearby
 * toggle and a loading indicator (GuideMapOpen). Each open map is a history
 * entry: the entry location, the selected location and nearby mode come back
 * on back navigation. The map machine (with xstate) and the open map's code
 * load on the reader's first use (explore, an address click, a map entry in
 * history), maplibre-gl when the map opens; until then the page shows the
 * machine's initial state, as the server rendered it.
 */
type MapState = SnapshotFrom<typeof guideMapMachine>;

const NOTHING_LISTED: readonly ListedShow[] = [];

const loadOpenMap = () => import("./GuideMapOpen");

/** Whether this device opens the fullscreen map (a phone's explore shows a notice instead). */
const mapAvailableHere = () =>
  mapAvailable({
    coarsePointer: window.matchMedia("(pointer: coarse)").matches,
    canHover: window.matchMedia("(hover: hover)").matches,
  });
const GuideMapOpen = lazyComponent(loadOpenMap, { fallback: null });

export function GuideMap({
  listPath,
  title,
  exploreStyle = "map",
  planRoute = false,
  myguideEmptied = false,
  places,
  subtitle,
  breakLine = false,
  disableNearbyButton = false,
  listedOnPage = NOTHING_LISTED,
}: {
  listPath: string;
  /** The shows the page lists: offline, the map shows their venues. */
  listedOnPage?: readonly ListedShow[];
  title: string;
  /** Map config: a subtitle after the title, on a line of its own with breakLine. */
  subtitle?: string;
  breakLine?: boolean;
  /** Map config: no nearby toggle on this map. */
  disableNearbyButton?: boolean;
  /** The places of a cross-city list: the map header's place filter. */
  places?: readonly PlaceCount[];
  exploreStyle?: "map" | "nearby";
  planRoute?: boolean;
  /** myguide is empty (emptied by the reader's toggles, or when the page opened): nearby mode. */
  myguideEmptied?: boolean;
}) {
  const { config } = useRootData();
  const mapLoad = useRef<Promise<typeof import("./map/mapView.client")> | null>(null);
  // An empty myguide offers the shows nearby at once, before (or without) the machine loading.
  const startStyle = myguideEmptied ? "nearby" : exploreStyle;
  const listPathRef = useRef(listPath);
  listPathRef.current = listPath;
  const listedRef = useRef(listedOnPage);
  listedRef.current = listedOnPage;
  const loadMapView = () => (mapLoad.current ??= import("./map/mapView.client"));
  const actor = useLazyActor(
    () =>
      // The open map's code comes with the machine, so it is there when the map opens.
      Promise.all([import("./map/guideMapActor"), loadOpenMap()]).then(([{ guideMapWith }]) =>
        guideMapWith({
          apiPath: config.apiPath,
          listPath: () => listPathRef.current,
          listedOnPage: () => listedRef.current,
          loadMapView,
        }),
      ),
    () => ({ input: { exploreStyle: startStyle, available: true } }),
  );
  // The whole snapshot (every change re-renders, as the map needs); null until the machine runs.
  const state = useLazySelector<typeof guideMapMachine, MapState | null>(actor, (s) => s, null);
  const context = state?.context ?? initialMapContext({ exploreStyle: startStyle, available: true });
  const open = state?.matches("open") ?? false;
  const opening = state?.matches("opening") ?? false;
  const unavailable = state?.matches("unavailable") ?? false;
  const { error } = context;

  const explore = (entryLocation?: number, planRoute = false) => {
    const available = mapAvailableHere();
    if (!available) {
      actor.send({ type: "EXPLORE", entryLocation, available, planRoute });
      return;
    }
    window.history.pushState(
      {
        ...(window.history.state ?? {}),
        [HISTORY_KEY]: {
          entryLocation: entryLocation ?? null,
          selected: entryLocation ?? null,
          nearby: context.exploreStyle === "nearby" && !planRoute,
        },
      },
      "",
    );
    actor.send({ type: "EXPLORE", entryLocation, available, planRoute });
  };
  /**
   * The reader reaches for the explore button (a pointer over it, a finger on it, focus): the
   * map's code and maplibre load then, so a click finds them loaded or on their way. Only where
   * the fullscreen map opens; a phone's explore shows a notice, not a map.
   */
  const preload = () => {
    if (!mapAvailableHere()) return;
    // A failed load (offline) is tried again on the click, as if nothing had been preloaded.
    actor.start().catch(() => {});
    loadMapView().catch(() => {
      mapLoad.current = null;
    });
  };
  // Closing goes back in history; popstate then closes the machine.
  const close = () => {
    if (historyEntry()) window.history.back();
    else actor.send({ type: "CLOSE" });
  };

  useEffect(() => {
    if (myguideEmptied) actor.send({ type: "MYGUIDE_EMPTIED" });
  }, [actor, myguideEmptied]);

  // The dialog gives focus back to its opener; when a history navigation re-rendered the
  // page meanwhile and that element is gone, focus lands on the explore button instead of <body>.
  const shown = open || opening || unavailable;
  const exploreButton = useRef<HTMLButtonElement>(null);
  const wasShown = useRef(false);
  useEffect(() => {
    if (wasShown.current && !shown) {
      const frame = requestAnimationFrame(() => {
        if (document.activeElement === document.body) exploreButton.current?.focus({ preventScroll: true });
      });
      wasShown.current = shown;
      return () => cancelAnimationFrame(frame);
    }
    wasShown.current = shown;
  }, [shown]);

  // The phone/tablet modal leaves 'unavailable' directly (no history entry was pushed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: listeners are set once per actor; the handlers read current state through the actor
  useEffect(() => {
    // A closed map that never ran has nothing to restore but a map entry.
    const onPop = () => {
      if (actor.started || historyEntry()) actor.send({ type: "RESTORE", entry: historyEntry() });
    };
    window.addEventListener("popstate", onPop);
    // An address on a listing card opens the map focused on its venue; on a phone or a
    // tablet, where there is no map, the address stays a link to the maps service's directions.
    const onAddress = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>(".g-address[data-venue-id]");
      if (!target || !mapAvailableHere()) return;
      event.preventDefault();
      explore(Number(target.dataset.venueId));
    };
    document.addEventListener("click", onAddress);
    if (historyEntry()) actor.send({ type: "RESTORE", entry: historyEntry() });
    return () => {
      window.removeEventListener("popstate", onPop);
      document.removeEventListener("click", onAddress);
    };
  }, [actor]);

  return (
    <>
      <div className="g-map-bar">
        <button
          ref={exploreButton}
          type="button"
          className="g-explore"
          onClick={() => explore()}
          onPointerEnter={preload}
          onPointerDown={preload}
          onFocus={preload}
          aria-busy={opening}
        >
          <span className="g-explore__pin" aria-hidden="true" />
          {opening ? mapTexts.loading : context.exploreStyle === "nearby" ? mapTexts.exploreNearby : mapTexts.explore}
        </button>
        {planRoute && (
          <button type="button" className="g-explore g-explore--quiet" onClick={() => explore(undefined, true)}>
            {mapTexts.planRoute}
          </button>
        )}
        {error && !open && (
          <p className="g-map-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {state && shown && (
        <GuideMapOpen
          actor={actor}
          state={state}
          mapLoad={mapLoad}
          title={title}
          subtitle={subtitle}
          breakLine={breakLine}
          disableNearbyButton={disableNearbyButton}
          places={places}
          close={close}
        />
      )}
    </>
  );
}
