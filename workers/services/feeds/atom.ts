import { xmlEscape } from "./xml";

/** An Atom 1.0 feed (RFC 4287) of guide entries; text is XML-escaped. */
export interface AtomEntry {
  id: string;
  title: string;
  url: string;
  updated: Date;
  summary: string;
}

/**
 * An Atom date: RFC 3339 with seconds and an offset (UTC, "Z"), as feed
 * readers require; a wall-clock time without its offset is not a date.
 */
export function atomDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function atomFeed(
  feed: { id: string; title: string; selfUrl: string; siteUrl: string; updated: Date },
  entries: readonly AtomEntry[],
): string {
  const items = entries.map(
    (e) => `  <entry>
    <id>${xmlEscape(e.id)}</id>
    <title>${xmlEscape(e.title)}</title>
    <link href="${xmlEscape(e.url)}"/>
    <updated>${atomDate(e.updated)}</updated>
    <summary>${xmlEscape(e.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xmlEscape(feed.id)}</id>
  <title>${xmlEscape(feed.title)}</title>
  <link rel="self" href="${xmlEscape(feed.selfUrl)}"/>
  <link href="${xmlEscape(feed.siteUrl)}"/>
  <updated>${atomDate(feed.updated)}</updated>
  <author><name>artguide</name></author>
${items.join("\n")}
</feed>
`;
}
