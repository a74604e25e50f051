import * as maplibregl from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// The worker is a file of its own in maplibre 6: the build copies it and tells maplibre where it is.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import {
  clampZoom,
  currentLocationBounds,
  filterOutliers,
  type LatLng,
  MAP_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  MARKER_COLOURS,
  minZoomCap,
} from "#machines/rules/map";
import type { MapVenue } from "./mapData";

/**
 * The maplibre map of the guide (loaded only by dynamic import when the map
 * opens). A `.client` module: the server build gets an empty stand-in, so
 * neither maplibre nor its web worker is uploaded with the Worker. Markers are the site's own GeoJSON, one circle per venue, coloured
 * red, blue when selected, green when nearby (spec 2 §9).
 */
export interface MapView {
  show(venues: readonly MapVenue[], nearby: boolean, route: readonly number[] | null): void;
  select(id: number | null): void;
  focusOn(at: LatLng): void;
  fitCurrentLocation(at: LatLng): void;
  destroy(): void;
  map: maplibregl.Map;
}

const SOURCE = "venues";

maplibregl.setWorkerUrl(workerUrl);

function collection(
  venues: readonly MapVenue[],
  nearby: boolean,
  selected: number | null,
  route: readonly number[] | null,
) {
  return {
    type: "FeatureCollection" as const,
    features: venues.map((v) => ({
      type: "Feature" as const,
      id: v.id,
      properties: {
        id: v.id,
        name: v.name,
        colour: v.id === selected ? MARKER_COLOURS.selected : nearby ? MARKER_COLOURS.nearby : MARKER_COLOURS.default,
        stop: route ? String(route.indexOf(v.id) + 1) : "",
      },
      geometry: { type: "Point" as const, coordinates: [v.longitude, v.latitude] },
    })),
  };
}

const CSS_COLOURS: Record<string, string> = { red: "#d2282e", blue: "#1f5fd1", green: "#1d8a4a" };

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
    attributionControl: { compact: true, customAttribution: "Natural Earth" },
    // Keeps the canvas readable for tests and screenshots.
    canvasContextAttributes: { preserveDrawingBuffer: true },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "bottom-right");
  let venues: readonly MapVenue[] = [];
  let nearby = false;
  let route: readonly number[] | null = null;
  let selected: number | null = null;
  const redraw = () => {
    const source = map.getSource(SOURCE) as maplibregl.GeoJSONSource | undefined;
    source?.setData(collection(venues, nearby, selected, route));
  };
  return new Promise((resolve) => {
    map.on("load", () => {
      map.addSource(SOURCE, { type: "geojson", data: collection([], false, null, null) });
      map.addLayer({
        id: "venue-markers",
        type: "circle",
        source: SOURCE,
        paint: {
          "circle-radius": ["case", ["==", ["get", "colour"], MARKER_COLOURS.selected], 9, 7],
          "circle-color": [
            "match",
            ["get", "colour"],
            "blue",
            CSS_COLOURS.blue!,
            "green",
            CSS_COLOURS.green!,
            CSS_COLOURS.red!,
          ],
          "circle-stroke-color": "#ffffff",
          "circle-stroke-width": 2,
        },
      });
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
          const framed = filterOutliers(next);
          if (framed.length === 0) return;
          const bounds = new maplibregl.LngLatBounds();
          for (const v of framed) bounds.extend([v.longitude, v.latitude]);
          map.fitBounds(bounds, {
            padding: 60,
            maxZoom: clampZoom(Math.min(MAP_MAX_ZOOM, minZoomCap(map.getZoom()))),
            duration: 0,
          });
        },
        select(id) {
          selected = id;
          redraw();
        },
        focusOn(at) {
          // Pans only: the reader keeps the zoom the whole city was framed at.
          map.easeTo({ center: [at.longitude, at.latitude], duration: 300 });
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
