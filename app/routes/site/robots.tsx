import { appContext } from "#workers/context";
import { robotsTxt } from "#workers/services/feeds/robots";
import type { Route } from "./+types/robots";

/** /robots.txt for the configured host: the admin screens at their build-time paths. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  const body = robotsTxt({
    baseUrl: config.baseUrl,
    apiPath: config.apiPath,
    adminPaths: [__ADMIN_PATH__, __ARTGUIDE_ADMIN_PATH__],
  });
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
