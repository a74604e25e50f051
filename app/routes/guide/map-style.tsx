import { appContext, requestLogContext } from "#workers/context";
import { guideContext } from "#workers/services/guide/guideService";
import { basemapUnavailable, openConfiguredBasemap } from "#workers/services/map/basemapConfigured";
import { basemapStyle } from "#workers/services/map/basemapStyle";
import type { Route } from "./+types/map-style";

const CACHE = { "cache-control": "public, max-age=3600" };

/**
 * The site's own map style (the default MAP_STYLE_URL). With MAP_TILES = "pmtiles" the street map
 * of the archive in MAP_BUCKET, and a 503 while it is missing: never the offline map in its place.
 * Otherwise, and always with ?basemap=offline (what the service worker keeps for a reader
 * without a connection), the offline Natural Earth map with the guide's cities and gallery districts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const { origin } = url;
  // ?basemap=offline: the Natural Earth map whatever MAP_TILES says, which a device keeps for use offline.
  if (app.config.mapTiles === "pmtiles" && url.searchParams.get("basemap") !== "offline") {
    const opened = openConfiguredBasemap(app.env, app.config);
    if ("missing" in opened) return basemapUnavailable(opened.missing, context.get(requestLogContext));
    try {
      return Response.json(basemapStyle(origin, await opened.archive.facts()), { headers: CACHE });
    } catch (error) {
      return basemapUnavailable(error, context.get(requestLogContext));
    }
  }
  return Response.json(await context.get(guideContext).offlineMapStyle(origin), { headers: CACHE });
}
