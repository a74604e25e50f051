import { guidePaths } from "#machines/rules/guide/guide";
import { listChannels } from "#workers/db/articles";
import {
  latestArticleDate,
  listSitemapEntries,
  listSitemapParts,
  SITEMAP_KINDS,
  type SitemapEntry,
  type SitemapKind,
} from "#workers/db/sitemap";
import { xmlEscape } from "./xml";

/**
 * The sitemaps: /sitemap.xml is an index of one sitemap of the site's own
 * pages and, per kind of page (articles, viewing rooms, print issues, guide
 * cities, venues), one sitemap per 50,000 addresses, the protocol's limit.
 */
export const SITEMAP_PART_SIZE = 50_000;

/** Pages outside the kinds: the home page, sections and static pages. */
const SITE_PATHS = [
  "/",
  "/print/archive",
  "/viewing-rooms",
  guidePaths.home,
  guidePaths.mustsee,
  guidePaths.artfairs,
  guidePaths.special,
  guidePaths.help,
  guidePaths.participate,
  "/subscribe",
  "/contact",
  "/privacy",
  "/terms",
];

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A sitemap's own path: /sitemaps/pages.xml, /sitemaps/articles-1.xml… */
export function sitemapPath(kind: SitemapKind | "pages", part?: number): string {
  return kind === "pages" ? "/sitemaps/pages.xml" : `/sitemaps/${kind}-${part}.xml`;
}

/** A sitemap file name read back: its kind and part, or null for a name the site never gives. */
export function parseSitemapName(name: string): { kind: SitemapKind | "pages"; part: number } | null {
  if (name === "pages.xml") return { kind: "pages", part: 1 };
  const match = /^([a-z-]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1]);
  return kind ? { kind, part: Number(match![2]) } : null;
}

/** A W3C datetime for <lastmod> (seconds, UTC), or null for a value that is no date. */
function lastmodOf(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function lastmodElement(value: string | null): string {
  const lastmod = lastmodOf(value);
  return lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
}

const xmlDocument = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

/** The index: the site's pages, then every non-empty part of every kind with its latest change. */
export async function sitemapIndexXml(db: D1Database, baseUrl: string, now: Date): Promise<string> {
  const stamp = now.toISOString();
  const [parts, latest] = await Promise.all([
    listSitemapParts(db, SITEMAP_PART_SIZE, stamp),
    latestArticleDate(db, stamp),
  ]);
  const entries = [
    { path: sitemapPath("pages"), lastmod: latest },
    ...parts.map((p) => ({ path: sitemapPath(p.kind, p.part), lastmod: p.lastmod })),
  ];
  const items = entries.map(
    (e) => `  <sitemap><loc>${xmlEscape(baseUrl + e.path)}</loc>${lastmodElement(e.lastmod)}</sitemap>`,
  );
  return xmlDocument(`<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join("\n")}\n</sitemapindex>`);
}

function urlsetXml(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const items = entries.map(
    (e) => `  <url><loc>${xmlEscape(baseUrl + e.path)}</loc>${lastmodElement(e.lastmod)}</url>`,
  );
  return xmlDocument(`<urlset xmlns="${SITEMAP_NS}">\n${items.join("\n")}\n</urlset>`);
}

/** One sitemap of the index, or null when that part lists nothing. */
export async function sitemapPartXml(
  db: D1Database,
  baseUrl: string,
  name: { kind: SitemapKind | "pages"; part: number },
  now: Date,
): Promise<string | null> {
  if (name.kind === "pages") {
    const channels = await listChannels(db);
    const paths = [...SITE_PATHS, ...channels.map((c) => `/${c.channel}`)];
    return urlsetXml(
      baseUrl,
      paths.map((path) => ({ path, lastmod: null })),
    );
  }
  const entries = await listSitemapEntries(db, name.kind, name.part, SITEMAP_PART_SIZE, now.toISOString());
  return entries.length === 0 ? null : urlsetXml(baseUrl, entries);
}

export const SITEMAP_HEADERS = {
  "content-type": "application/xml; charset=utf-8",
  "cache-control": "public, max-age=3600",
} as const;
