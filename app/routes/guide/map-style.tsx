import { guideToday } from "#machines/rules/guide";
import { appContext } from "#workers/context";
import { listPlaces } from "#workers/db/places";
import { embeddedMapStyle } from "#workers/services/mapStyle";
import type { Route } from "./+types/map-style";

/** The site's own map style (the default MAP_STYLE_URL): Natural Earth land and borders, guide cities. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const places = await listPlaces(app.db, guideToday());
  return Response.json(embeddedMapStyle(places, new URL(request.url).origin), {
    headers: { "cache-control": "public, max-age=3600" },
  });
}
