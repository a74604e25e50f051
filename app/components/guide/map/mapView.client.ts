import * as maplibregl from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// The worker is a file of its own in maplibre 6: the build copies it and tells maplibre where it is.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import type { RouteLegIds } from "#machines/rules/guide/guideMapView";
import {
  clampZoom,
  constrainedLatitude,
  currentLocationBounds,
  filterOutliers,
  framePadding,
  type LatLng,
  MAP_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_FONTS,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MARKER_COLOURS,
  mapTexts,
  minZoomCap,
} from "#machines/rules/guide/map";
import type { MapVenue } from "./mapData";

/**
 * The maplibre map of the guide (loaded only by dynamic import when the map
 * opens). A `.client` module: the server build gets an empty stand-in, so
 * neither maplibre nor its web worker is uploaded with the Worker. Markers are
 * the site's own GeoJSON, one circle per venue, coloured red, blue when
 * selected, green when nearby, each named beside it once the
 * city's streets fill the view. A planned route draws one line per city (a
 * leg), numbers its stops and names each leg's city where the legs are far
 * apart. A scale bar says how far the walk is.
 */
export interface MapView {
  /** What the map shows: the venues, nearby or not, and the route's legs when planning. */
  show(venues: readonly MapVenue[], nearby: boolean, route: readonly RouteLegIds[] | null): void;
  /** Fits the view to these venues (every shown venue, or one leg of a route). */
  frame(venues: readonly LatLng[], options?: { dropOutliers: boolean }): void;
  select(id: number | null): void;
  /** Brings a venue into view: pans only when it is outside the view. */
  focusOn(at: LatLng): void;
  fitCurrentLocation(at: LatLng): void;
  /** The reader's own place on the map ("you are here"), or none. */
  showHere(at: LatLng | null): void;
  destroy(): void;
  map: maplibregl.Map;
}

const VENUES = "venues";
const ROUTE = "route";
const HERE = "here";
/** Venue names appear from this zoom: a few streets fill the view. */
const VENUE_LABEL_MIN_ZOOM = 12;
/** Below this zoom a leg is a dot on a continent: its city is named beside it. */
const LEG_LABEL_MAX_ZOOM = 9;

maplibregl.setWorkerUrl(workerUrl);
// This module loads when the reader reaches for the map (GuideMap's preload): its web worker
// boots now, on another core, while the page draws the open map, not after the map is made.
maplibregl.prewarm();

const CSS_COLOURS: Record<string, string> = { red: "#d2282e", blue: "#1f5fd1", green: "#1d8a4a" };
const INK = "#1a1a1a";
const HALO = "#ffffff";

function venueFeatures(
  venues: readonly MapVenue[],
  nearby: boolean,
  selected: number | null,
  route: readonly RouteLegIds[] | null,
) {
  const stopNumber = new Map((route ?? []).flatMap((leg) => leg.stops.map((id, i) => [id, i + 1] as const)));
  return {
    type: "FeatureCollection" as const,
    features: venues.map((v) => ({
      type: "Feature" as const,
      id: v.id,
      properties: {
        id: v.id,
        name: v.name,
        colour: v.id === selected ? MARKER_COLOURS.selected : nearby ? MARKER_COLOURS.nearby : MARKER_COLOURS.default,
        stop: stopNumber.has(v.id) ? String(stopNumber.get(v.id)) : "",
      },
      geometry: { type: "Point" as const, coordinates: [v.longitude, v.latitude] },
    })),
  };
}

/** One line per leg through its stops in walking order, and each leg's city at its first stop. */
function routeFeatures(venues: readonly MapVenue[], route: readonly RouteLegIds[] | null) {
  const byId = new Map(venues.map((v) => [v.id, v]));
  const features = (route ?? []).flatMap((leg, i) => {
    const points = leg.stops.flatMap((id) => {
      const v = byId.get(id);
      return v ? [[v.longitude, v.latitude]] : [];
    });
    const first = points[0];
    if (!first) return [];
    const label = `${i + 1} · ${leg.place} (${points.length})`;
    return [
      {
        type: "Feature" as const,
        properties: { leg: leg.place_url, kind: "label", label },
        geometry: { type: "Point" as const, coordinates: first },
      },
      ...(points.length > 1
        ? [
            {
              type: "Feature" as const,
              properties: { leg: leg.place_url, kind: "walk", label },
              geometry: { type: "LineString" as const, coordinates: points },
            },
          ]
        : []),
    ];
  });
  return { type: "FeatureCollection" as const, features };
}

/** The reader's location as one point, or nothing. */
function hereFeatures(at: LatLng | null) {
  return {
    type: "FeatureCollection" as const,
    features: at
      ? [
          {
            type: "Feature" as const,
            properties: { label: mapTexts.youAreHere },
            geometry: { type: "Point" as const, coordinates: [at.longitude, at.latitude] },
          },
        ]
      : [],
  };
}

function addLayers(map: maplibregl.Map) {
  map.addSource(ROUTE, { type: "geojson", data: routeFeatures([], null) });
  map.addSource(HERE, { type: "geojson", data: hereFeatures(null) });
  map.addSource(VENUES, { type: "geojson", data: venueFeatures([], false, null, null) });
  map.addLayer({
    id: "route-walks",
    type: "line",
    source: ROUTE,
    filter: ["==", ["get", "kind"], "walk"],
    layout: { "line-join": "round", "line-cap": "round" },
    paint: { "line-color": INK, "line-width": 3, "line-opacity": 0.75, "line-dasharray": [2, 1.5] },
  });
  map.addLayer({
    id: "venue-markers",
    type: "circle",
    source: VENUES,
    paint: {
      "circle-radius": [
        "case",
        ["!=", ["get", "stop"], ""],
        11,
        ["==", ["get", "colour"], MARKER_COLOURS.selected],
        9,
        7,
      ],
      "circle-color": [
        "match",
        ["get", "colour"],
        "blue",
        CSS_COLOURS.blue ?? INK,
        "green",
        CSS_COLOURS.green ?? INK,
        CSS_COLOURS.red ?? INK,
      ],
      "circle-stroke-color": HALO,
      "circle-stroke-width": 2,
    },
  });
  map.addLayer({
    id: "venue-stops",
    type: "symbol",
    source: VENUES,
    // Where a city is a dot, its stops' numbers would pile up: its leg is named instead.
    minzoom: LEG_LABEL_MAX_ZOOM,
    filter: ["!=", ["get", "stop"], ""],
    layout: {
      "text-field": ["get", "stop"],
      "text-font": [...MAP_FONTS.medium],
      "text-size": 12,
      "text-allow-overlap": true,
      "text-ignore-placement": true,
    },
    paint: { "text-color": HALO },
  });
  map.addLayer({
    id: "venue-labels",
    type: "symbol",
    source: VENUES,
    minzoom: VENUE_LABEL_MIN_ZOOM,
    layout: {
      "text-field": ["get", "name"],
      "text-font": [...MAP_FONTS.regular],
      "text-size": 12,
      "text-anchor": "left",
      "text-offset": [1.1, 0],
      "text-max-width": 12,
      "text-optional": true,
      // The selected venue's name wins a place over its neighbours'.
      "symbol-sort-key": ["case", ["==", ["get", "colour"], MARKER_COLOURS.selected], 0, 1],
    },
    paint: { "text-color": INK, "text-halo-color": HALO, "text-halo-width": 1.5 },
  });
  map.addLayer({
    id: "route-legs",
    type: "symbol",
    source: ROUTE,
    maxzoom: LEG_LABEL_MAX_ZOOM,
    filter: ["==", ["get", "kind"], "label"],
    layout: {
      "text-field": ["get", "label"],
      "text-font": [...MAP_FONTS.medium],
      "text-size": 13,
      "text-anchor": "bottom",
      "text-offset": [0, -1.1],
      "text-allow-overlap": true,
    },
    paint: { "text-color": INK, "text-halo-color": HALO, "text-halo-width": 2 },
  });
  // "You are here": an ink dot in a wide pale ring, unlike any venue's marker, named above it.
  map.addLayer({
    id: "here-ring",
    type: "circle",
    source: HERE,
    paint: { "circle-radius": 16, "circle-color": INK, "circle-opacity": 0.12 },
  });
  map.addLayer({
    id: "here-dot",
    type: "circle",
    source: HERE,
    paint: { "circle-radius": 6, "circle-color": INK, "circle-stroke-color": HALO, "circle-stroke-width": 3 },
  });
  map.addLayer({
    id: "here-label",
    type: "symbol",
    source: HERE,
    layout: {
      "text-field": ["get", "label"],
      "text-font": [...MAP_FONTS.medium],
      "text-size": 12,
      "text-anchor": "bottom",
      "text-offset": [0, -1.5],
      "text-allow-overlap": true,
      "text-ignore-placement": true,
    },
    paint: { "text-color": INK, "text-halo-color": HALO, "text-halo-width": 2 },
  });
}

export function createMapView(
  container: HTMLElement,
  styleUrl: string,
  onSelect: (id: number) => void,
): Promise<MapView> {
  const map = new maplibregl.Map({
    container,
    style: styleUrl,
    center: [MAP_CENTER.longitude, MAP_CENTER.latitude],
    zoom: MAP_DEFAULT_ZOOM,
    maxZoom: MAP_MAX_ZOOM,
    // A world of cities fits a phone-wide window: below zoom 0 the world is narrower than 512 px.
    minZoom: MAP_MIN_ZOOM,
    // maplibre's own limit raises the zoom until the world fills the canvas's height, which on a
    // narrow window cuts the cities at both ends of the world out of the view.
    transformConstrain: (center, zoom) => ({
      center: new maplibregl.LngLat(center.lng, constrainedLatitude(center.lat, zoom, container.clientHeight)),
      zoom: clampZoom(Math.max(MAP_MIN_ZOOM, Math.min(MAP_MAX_ZOOM, zoom))),
    }),
    // The style's sources carry their attribution (Natural Earth, OpenStreetMap).
    attributionControl: { compact: true },
    // Keeps the canvas readable for tests and screenshots.
    canvasContextAttributes: { preserveDrawingBuffer: true },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "bottom-right");
  map.addControl(new maplibregl.ScaleControl({ unit: "metric", maxWidth: 120 }), "bottom-left");
  let venues: readonly MapVenue[] = [];
  let nearby = false;
  let route: readonly RouteLegIds[] | null = null;
  let selected: number | null = null;
  const redraw = () => {
    (map.getSource(VENUES) as maplibregl.GeoJSONSource | undefined)?.setData(
      venueFeatures(venues, nearby, selected, route),
    );
    (map.getSource(ROUTE) as maplibregl.GeoJSONSource | undefined)?.setData(routeFeatures(venues, route));
  };
  return new Promise((resolve) => {
    map.on("load", () => {
      addLayers(map);
      map.on("click", "venue-markers", (e: maplibregl.MapLayerMouseEvent) => {
        const id = Number(e.features?.[0]?.properties?.id);
        if (Number.isInteger(id)) onSelect(id);
      });
      map.on("mouseenter", "venue-markers", () => (map.getCanvas().style.cursor = "pointer"));
      map.on("mouseleave", "venue-markers", () => (map.getCanvas().style.cursor = ""));
      resolve({
        map,
        show(next, nextNearby, nextRoute) {
          venues = next;
          nearby = nextNearby;
          route = nextRoute;
          redraw();
        },
        frame(shown, options = { dropOutliers: true }) {
          const framed = options.dropOutliers ? filterOutliers(shown) : shown;
          if (framed.length === 0) return;
          const bounds = new maplibregl.LngLatBounds();
          for (const v of framed) bounds.extend([v.longitude, v.latitude]);
          // Room for the names beside the markers and the controls below: no name is cut at the edge.
          // A view too far out for names (a world of cities) needs no room for them.
          const maxZoom = clampZoom(Math.min(MAP_MAX_ZOOM, minZoomCap(map.getZoom())));
          const [width, height] = [container.clientWidth, container.clientHeight];
          const named = map.cameraForBounds(bounds, { padding: framePadding(width, height), maxZoom });
          const camera =
            named && (named.zoom ?? 0) >= VENUE_LABEL_MIN_ZOOM
              ? named
              : map.cameraForBounds(bounds, { padding: framePadding(width, height, false), maxZoom });
          // A world wider than the canvas at the lowest zoom: its middle, as far out as the map goes.
          map.jumpTo(camera ?? { center: bounds.getCenter(), zoom: map.getMinZoom() });
        },
        select(id) {
          selected = id;
          redraw();
        },
        focusOn(at) {
          // The framing the reader sees stays: a venue already in view is not a reason to move.
          if (map.getBounds().contains([at.longitude, at.latitude])) return;
          map.easeTo({ center: [at.longitude, at.latitude], duration: 300 });
        },
        showHere(at) {
          (map.getSource(HERE) as maplibregl.GeoJSONSource | undefined)?.setData(hereFeatures(at));
        },
        fitCurrentLocation(at) {
          map.fitBounds(currentLocationBounds(at), { duration: 0 });
        },
        destroy() {
          map.remove();
        },
      });
    });
  });
}
