import { appContext } from "#workers/context";
import { SITEMAP_HEADERS, sitemapIndexXml } from "#workers/services/feeds/sitemap";
import type { Route } from "./+types/sitemap-index";

/** /sitemap.xml: the index of the site's sitemaps, each with its latest change. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return new Response(await sitemapIndexXml(db, config.baseUrl, new Date()), { headers: SITEMAP_HEADERS });
}
