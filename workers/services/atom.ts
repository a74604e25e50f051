import { xmlEscape } from "./xml";

/** An Atom 1.0 feed (RFC 4287) of guide entries; text is XML-escaped. */
export interface AtomEntry {
  id: string;
  title: string;
  url: string;
  updated: string;
  summary: string;
}

export function atomFeed(
  feed: { id: string; title: string; selfUrl: string; siteUrl: string; updated: string },
  entries: readonly AtomEntry[],
): string {
  const items = entries.map(
    (e) => `  <entry>
    <id>${xmlEscape(e.id)}</id>
    <title>${xmlEscape(e.title)}</title>
    <link href="${xmlEscape(e.url)}"/>
    <updated>${xmlEscape(e.updated)}</updated>
    <summary>${xmlEscape(e.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xmlEscape(feed.id)}</id>
  <title>${xmlEscape(feed.title)}</title>
  <link rel="self" href="${xmlEscape(feed.selfUrl)}"/>
  <link href="${xmlEscape(feed.siteUrl)}"/>
  <updated>${xmlEscape(feed.updated)}</updated>
  <author><name>artguide</name></author>
${items.join("\n")}
</feed>
`;
}
