import { SITE_NAME } from "#app/lib/meta";
import { ARTICLE_PAGE_SIZE, channelLabel } from "#machines/rules/magazine/magazine";
import { appContext } from "#workers/context";
import { xmlEscape } from "#workers/services/feeds/xml";
import { magazineContext } from "#workers/services/magazine/magazineService";
import { htmlToText } from "#workers/text/sanitize";
import type { Route } from "./+types/feed";

/** Items in a channel feed. */
const FEED_SIZE = ARTICLE_PAGE_SIZE * 2;

/**
 * RSS 2.0 feed of a channel, /feed/{channel} (beyond the spec): titles,
 * links, dates and the dek only, never the body, so the paywall holds.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { config } = context.get(appContext);
  const { channel, articles } = await context.get(magazineContext).channelFeed(params.channel, FEED_SIZE);
  if (channel !== params.channel)
    return new Response("There is no such channel.", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  const site = config.baseUrl;
  const title = `${SITE_NAME}: ${channelLabel(channel)}`;
  const items = articles
    .map(
      (a) => `    <item>
      <title>${xmlEscape(a.title)}</title>
      <link>${xmlEscape(site + a.url)}</link>
      <guid isPermaLink="true">${xmlEscape(site + a.url)}</guid>
      <pubDate>${new Date(a.published).toUTCString()}</pubDate>
      <description>${xmlEscape(htmlToText(a.dekFormatted) || a.bodyExcerpt)}</description>
    </item>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlEscape(title)}</title>
    <link>${xmlEscape(`${site}/${channel}`)}</link>
    <atom:link href="${xmlEscape(`${site}/feed/${channel}`)}" rel="self" type="application/rss+xml"/>
    <description>${xmlEscape(`The latest ${channelLabel(channel)} from ${SITE_NAME}.`)}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
