import { appContext, requestLogContext } from "#workers/context";
import { basemapUnavailable, openConfiguredBasemap } from "#workers/services/map/basemapConfigured";
import type { Route } from "./+types/map-basemap";

const TILE = /^(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.mvt$/;
/** The Protomaps sprite sheets the style names, kept in the bucket under sprites/. */
const SPRITE = /^sprites\/(light|dark)(@2x)?\.(json|png)$/;
/** An archive's tiles change only when it is replaced (a new build, uploaded under the same key): a day. */
const CACHE = "public, max-age=86400";

const notFound = () => new Response(null, { status: 404, headers: { "cache-control": CACHE } });

/**
 * The street map's files (MAP_TILES = "pmtiles"): vector tiles read from the Protomaps archive in
 * MAP_BUCKET (/artguide/map/basemap/{z}/{x}/{y}.mvt; 204 where the archive has no tile, as over
 * open sea) and its sprite sheets. 404 when the site draws the offline map.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  if (app.config.mapTiles !== "pmtiles") return notFound();
  const path = params["*"] ?? "";
  const opened = openConfiguredBasemap(app.env, app.config);
  if ("missing" in opened) return basemapUnavailable(opened.missing, context.get(requestLogContext));

  const sprite = SPRITE.exec(path);
  if (sprite) {
    const object = await opened.bucket.get(path);
    if (!object) return notFound();
    const type = sprite[3] === "png" ? "image/png" : "application/json";
    return new Response(object.body, { headers: { "content-type": type, "cache-control": CACHE } });
  }

  const tile = TILE.exec(path);
  if (!tile) return notFound();
  const [z, x, y] = tile.slice(1).map(Number) as [number, number, number];
  if (z > 22 || x >= 2 ** z || y >= 2 ** z) return notFound();
  try {
    const bytes = await opened.archive.tile(z, x, y);
    if (!bytes) return new Response(null, { status: 204, headers: { "cache-control": CACHE } });
    return new Response(bytes, {
      headers: { "content-type": "application/vnd.mapbox-vector-tile", "cache-control": CACHE },
    });
  } catch (error) {
    return basemapUnavailable(error, context.get(requestLogContext));
  }
}
