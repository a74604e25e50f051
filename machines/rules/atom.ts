/** An Atom 1.0 feed (RFC 4287) of guide entries; text is XML-escaped. */
export interface AtomEntry {
  id: string;
  title: string;
  url: string;
  updated: string;
  summary: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export function atomFeed(feed: { id: string; title: string; selfUrl: string; siteUrl: string; updated: string }, entries: readonly AtomEntry[]): string {
  const items = entries.map(
    (e) => `  <entry>
    <id>${escapeXml(e.id)}</id>
    <title>${escapeXml(e.title)}</title>
    <link href="${escapeXml(e.url)}"/>
    <updated>${escapeXml(e.updated)}</updated>
    <summary>${escapeXml(e.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(feed.id)}</id>
  <title>${escapeXml(feed.title)}</title>
  <link rel="self" href="${escapeXml(feed.selfUrl)}"/>
  <link href="${escapeXml(feed.siteUrl)}"/>
  <updated>${escapeXml(feed.updated)}</updated>
  <author><name>artguide</name></author>
${items.join("\n")}
</feed>
`;
}
