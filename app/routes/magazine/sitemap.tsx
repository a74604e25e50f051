import { appContext } from "#workers/context";
import { listChannels } from "#workers/db/articles";
import { listSitemapArticles } from "#workers/db/sitemap";
import { xmlEscape } from "#workers/services/xml";
import type { Route } from "./+types/sitemap";

/** Pages outside the channels that readers and search engines should find. */
const STATIC_PATHS = ["/", "/print/archive", "/artguide", "/subscribe", "/contact", "/privacy", "/terms"];

/** sitemap.xml (beyond the spec): the home and static pages, every channel, every published article. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const [channels, articles] = await Promise.all([listChannels(db), listSitemapArticles(db)]);
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${xmlEscape(config.baseUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}</url>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[...STATIC_PATHS.map((p) => url(p)), ...channels.map((c) => url(`/${c.channel}`)), ...articles.map((a) => url(a.url, a.published))].join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
