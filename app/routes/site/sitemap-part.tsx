import * as v from "valibot";
import { appContext } from "#workers/context";
import { parseSitemapName, SITEMAP_HEADERS, sitemapPartXml } from "#workers/services/feeds/sitemap";
import type { Route } from "./+types/sitemap-part";

const Name = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const name = parseSitemapName(dataset.value);
    if (name) return name;
    addIssue({ message: "A sitemap is named pages.xml or {kind}-{part}.xml." });
    return NEVER;
  }),
);

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/** /sitemaps/{kind}-{part}.xml: one sitemap of the index (at most 50,000 addresses). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const parsed = v.safeParse(Name, params.file);
  if (!parsed.success) return text(parsed.issues[0].message, 400);
  const xml = await sitemapPartXml(db, config.baseUrl, parsed.output, new Date());
  if (xml === null) return text("There is no such sitemap.", 404);
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
