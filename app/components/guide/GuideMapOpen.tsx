import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { SnapshotFrom } from "xstate";
import { FocusTrapDiv } from "#app/components/shell/FocusTrapDiv";
import { OVERLAY_ROOT_ID } from "#app/components/shell/OverlayHost";
import type { LazyActor } from "#app/lib/lazyActor";
import { useRootData } from "#app/lib/rootData";
import { type SelfScroll, scrollItself } from "#app/lib/scrollItself";
import type { guideMapMachine } from "#machines/guideMap";
import { inPlace, nearbyToggleText } from "#machines/rules/guide/guideMapView";
import { directionsHref, mapTexts, routeLegTitle, spansCities } from "#machines/rules/guide/map";
import { distanceFrom } from "#machines/rules/guide/walkingDistance";
import type { MapVenue } from "./map/mapData";
import type { MapView } from "./map/mapView.client";
import { HISTORY_KEY, historyEntry } from "./mapHistory";
import { type PlaceCount, PlaceFilterButtons } from "./PlaceFilter";

function otherModalOpen(): boolean {
  return document.querySelector('[aria-modal="true"]:not([data-guide-map])') !== null;
}

export interface GuideMapOpenProps {
  actor: LazyActor<typeof guideMapMachine>;
  state: SnapshotFrom<typeof guideMapMachine>;
  /** The map code, loaded by the machine's openMap. */
  mapLoad: { current: Promise<typeof import("./map/mapView.client")> | null };
  title: string;
  subtitle?: string;
  breakLine: boolean;
  disableNearbyButton: boolean;
  places?: readonly PlaceCount[];
  close: () => void;
}

/**
 * The guide map once the reader opened it (GuideMap): the phone/tablet modal,
 * or the fullscreen map with its sidebar, close button, directions, nearby
 * toggle and loading indicator. Loaded with the map machine on first use.
 */
export default function GuideMapOpen({
  actor,
  state,
  mapLoad,
  title,
  subtitle,
  breakLine,
  disableNearbyButton,
  places,
  close,
}: GuideMapOpenProps) {
  const { config } = useRootData();
  const viewRef = useRef<MapView | null>(null);
  const { context } = state;
  const open = state.matches("open");
  const opening = state.matches("opening");
  const unavailable = state.matches("unavailable");
  const { entry, error, here, placeFilter, locations, nearbyLocations, planning, route, framed } = context;
  const loading = opening || state.matches({ open: "locating" }) || state.matches({ open: "fetching" });
  // One array per change of what is shown: the map redraws its markers whenever this changes.
  const venues = useMemo(
    () => (entry.nearby ? nearbyLocations : inPlace(locations, placeFilter)) as MapVenue[],
    [entry.nearby, nearbyLocations, locations, placeFilter],
  );
  const byId = useMemo(() => new Map(venues.map((v) => [v.id, v])), [venues]);
  // 'plan my route': each city's walk, in the machine's order.
  const legs = route?.map((leg) => ({
    ...leg,
    venues: leg.stops.map((id) => byId.get(id)).filter((v): v is MapVenue => !!v),
  }));
  const selectedVenue = venues.find((v) => v.id === entry.selected);

  // Esc closes unless another modal is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || otherModalOpen()) return;
      if (unavailable) actor.send({ type: "CLOSE" });
      else close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  // The current entry (selection, nearby) replaces the history entry, for back navigation.
  useEffect(() => {
    if (open && historyEntry()) window.history.replaceState({ ...window.history.state, [HISTORY_KEY]: entry }, "");
  }, [open, entry]);

  // A fullscreen map puts the side navigation behind the page and stops the page scrolling.
  useEffect(() => {
    document.documentElement.classList.toggle("g-map-open", open || opening);
    return () => document.documentElement.classList.remove("g-map-open");
  }, [open, opening]);

  const containerRef = useRef<HTMLDivElement | null>(null);
  // The map is made as soon as the dialog shows, while the venues are still on their way: its
  // style, tiles and first drawing overlap their fetch instead of following it.
  const mapShown = open || opening;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once when shown; its module promise is a ref set before
  useEffect(() => {
    if (!mapShown || !containerRef.current || viewRef.current) return;
    let cancelled = false;
    const container = containerRef.current;
    void mapLoad.current?.then(({ createMapView }) =>
      createMapView(container, config.mapStyleUrl, (id) => actor.send({ type: "SELECT", id })).then((view) => {
        if (cancelled) return view.destroy();
        viewRef.current = view;
        (window as unknown as { __guideMap?: unknown }).__guideMap = view.map;
        setTick((t) => t + 1);
      }),
    );
    return () => {
      cancelled = true;
      viewRef.current?.destroy();
      viewRef.current = null;
    };
  }, [mapShown, actor, config.mapStyleUrl]);
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view follows the machine's state; `tick` re-runs it once the map is ready
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.show(venues, entry.nearby, route);
    view.showHere(entry.nearby ? here : null);
    // Ready once the map has drawn its tiles and the venues have arrived and been drawn.
    if (open && containerRef.current) containerRef.current.dataset.ready = "true";
    if (entry.nearby && here) view.fitCurrentLocation(here);
    else if (route) {
      // The whole route (every city's walk), or the leg the reader picked.
      const leg = route.find((l) => l.place_url === framed);
      const shown = leg ? leg.stops.map((id) => byId.get(id)).filter((v): v is MapVenue => !!v) : venues;
      view.frame(shown, { dropOutliers: false });
    } else view.frame(venues);
  }, [venues, entry.nearby, here, route, framed, tick, open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view follows the machine's state; `tick` re-runs it once the map is ready
  useEffect(() => {
    viewRef.current?.select(entry.selected);
    if (selectedVenue) viewRef.current?.focusOn(selectedVenue);
  }, [entry.selected, tick]);

  // Selection scrolls the sidebar (offset 50 px, after the machine's 500 ms).
  const listRef = useRef<HTMLOListElement | null>(null);
  // While the list scrolls itself to a selection, its scroll events are not the reader's: they select nothing.
  const selfScroll = useRef<SelfScroll | null>(null);
  // The selection this map was mounted with was scrolled to already (a map opened again).
  const scrolledTo = useRef(context.scrollTo);
  useEffect(() => {
    if (context.scrollTo === scrolledTo.current) return;
    scrolledTo.current = context.scrollTo;
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>(`[data-venue="${context.scrollTo}"]`);
    if (!list || !item) return;
    const scroll = scrollItself(list, item.offsetTop - list.offsetTop - 50);
    selfScroll.current = scroll;
    return () => scroll.cancel();
  }, [context.scrollTo]);

  // Choosing a leg brings its walk to the top of the sidebar; the reader's next scroll starts there.
  useEffect(() => {
    const list = listRef.current;
    const leg = framed ? list?.querySelector<HTMLElement>(`[data-leg="${framed}"]`) : null;
    if (!list || !leg) return;
    const scroll = scrollItself(list, leg.offsetTop - list.offsetTop);
    selfScroll.current = scroll;
    return () => scroll.cancel();
  }, [framed]);

  // Scrolling selects the location near the top (offset 200 px), unless the list is scrolling itself.
  const onListScroll = () => {
    const list = listRef.current;
    if (!list || selfScroll.current?.isScrolling()) return;
    const line = list.scrollTop + 200;
    const items = [...list.querySelectorAll<HTMLElement>("[data-venue]")];
    const near = items.filter((i) => i.offsetTop - list.offsetTop <= line).pop() ?? items[0];
    const id = Number(near?.dataset.venue);
    if (id && id !== entry.selected && list.scrollTop > 0) actor.send({ type: "SCROLL_SELECT", id });
  };

  // A list across cities names each venue's city; a city's own list does not repeat it.
  const crossCity = spansCities(venues);
  // One venue of the sidebar (a stop number when it is part of a walk).
  const sidebarVenue = (v: MapVenue, stop?: number) => (
    <li key={v.id} data-venue={v.id} className={v.id === entry.selected ? "is-selected" : undefined}>
      <button
        type="button"
        onClick={() => actor.send({ type: "SELECT", id: v.id })}
        aria-current={v.id === entry.selected}
      >
        {stop !== undefined && <span className="g-map__stop">{stop}</span>}
        {/* A walk's stops sit under their city's leg, which names it. */}
        {crossCity && stop === undefined && v.place && <span className="g-map__city">{v.place}</span>}
        <span className="g-map__venue">{v.name}</span>
        <span className="g-map__address">{v.address}</span>
        {entry.nearby && here && <span className="g-map__distance">{distanceFrom(here, v)}</span>}
        {v.shows.slice(0, 3).map((s) => (
          <span key={s.id} className="g-map__show">
            {s.title}
          </span>
        ))}
      </button>
    </li>
  );
  const directions = directionsHref(config.directionsUrl, selectedVenue);
  const backArrow = context.hasPreviousConfig;

  // Both dialogs render at the end of <body> (the shell's overlay root): a fixed layer inside the
  // page would be held by any ancestor that contains it (a transform, content-visibility) and stop
  // covering and dimming the page. The layer carries the guide's type and colours with it.
  return createPortal(
    <div className="g-map-layer">
      {unavailable && (
        <FocusTrapDiv
          className="g-map-modal"
          role="dialog"
          aria-modal="true"
          aria-labelledby="g-map-modal-title"
          data-guide-map
        >
          <div className="g-map-modal__card">
            <p id="g-map-modal-title" className="g-map-modal__title">
              Map
            </p>
            <p>{mapTexts.unavailable}</p>
            <button type="button" className="g-button" onClick={() => actor.send({ type: "CLOSE" })}>
              OK
            </button>
          </div>
        </FocusTrapDiv>
      )}
      {(open || opening) && (
        <FocusTrapDiv className="g-map" role="dialog" aria-modal="true" aria-label={`Map: ${title}`} data-guide-map>
          <div className="g-map__top">
            <button
              type="button"
              className="g-map__close"
              onClick={backArrow ? () => actor.send({ type: "BACK" }) : close}
              aria-label={backArrow ? mapTexts.back : mapTexts.close}
            >
              {backArrow ? "←" : "×"}
            </button>
            <p className="g-map__title">
              {entry.nearby ? "Near you" : (places?.find((p) => p.place_url === placeFilter)?.place ?? title)}
              {subtitle && !entry.nearby ? (
                <span className={breakLine ? "g-map__subtitle g-map__subtitle--own-line" : "g-map__subtitle"}>
                  {subtitle}
                </span>
              ) : null}
            </p>
            {places && places.length > 1 && !entry.nearby ? (
              <PlaceFilterButtons
                places={places}
                current={placeFilter}
                onPick={(placeUrl) => actor.send({ type: "FILTER_PLACE", placeUrl })}
              />
            ) : null}
            {loading && (
              <span className="g-map__loading" role="status">
                {mapTexts.loading}
              </span>
            )}
            <div className="g-map__actions">
              {directions ? (
                <a className="g-map__action" href={directions} target="_blank" rel="noreferrer">
                  {mapTexts.directions}
                </a>
              ) : (
                <span className="g-map__action" aria-disabled="true">
                  {mapTexts.directions}
                </span>
              )}
              <button
                type="button"
                className="g-map__action"
                aria-pressed={entry.nearby}
                // A planned route is the reader's own walk: nearby would replace it.
                disabled={disableNearbyButton || planning}
                onClick={() => !loading && actor.send({ type: "TOGGLE_NEARBY" })}
              >
                {nearbyToggleText(loading, entry.nearby)}
              </button>
            </div>
          </div>
          {error && (
            <p className="g-map__error" role="alert">
              {error}
            </p>
          )}
          <div className="g-map__body">
            <ol className="g-map__sidebar" ref={listRef} onScroll={onListScroll} aria-label="Locations">
              {legs ? (
                <>
                  {legs.length > 1 && (
                    <li className="g-map__legs">
                      <button
                        type="button"
                        className="g-map__leg-title"
                        aria-pressed={framed === null}
                        onClick={() => actor.send({ type: "FRAME_LEG", placeUrl: null })}
                      >
                        {mapTexts.wholeRoute}
                      </button>
                    </li>
                  )}
                  {legs.map((leg, k) => (
                    <li key={leg.place_url} className="g-map__leg" data-leg={leg.place_url}>
                      <button
                        type="button"
                        className="g-map__leg-title"
                        aria-pressed={framed === leg.place_url}
                        onClick={() => actor.send({ type: "FRAME_LEG", placeUrl: leg.place_url })}
                      >
                        {routeLegTitle(k, legs.length, leg.place, leg.venues.length)}
                      </button>
                      <ol aria-label={`${leg.place} walk`}>{leg.venues.map((v, i) => sidebarVenue(v, i + 1))}</ol>
                    </li>
                  ))}
                </>
              ) : entry.nearby && !loading && venues.length === 0 ? (
                <li className="g-map__empty" role="status">
                  {mapTexts.noneNearby}
                </li>
              ) : (
                venues.map((v) => sidebarVenue(v))
              )}
            </ol>
            <div className="g-map__canvas" ref={containerRef} data-testid="guide-map-canvas" />
          </div>
        </FocusTrapDiv>
      )}
    </div>,
    document.getElementById(OVERLAY_ROOT_ID) ?? document.body,
  );
}
