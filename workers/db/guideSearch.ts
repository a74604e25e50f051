import type { GuideExhibition, GuideLocation } from "#machines/rules/guide/guideTypes";
import { exhibitionsByIds } from "./exhibitions";
import { venuesByIds } from "./venues";

/**
 * Guide search over the guide_fts index (GET /guide/search): exhibitions still on view and venues, best match first.
 */

/** Builds an FTS5 query from free text: every word must match, as a prefix. Null when no word is left. */
export function ftsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 12)
    .map((w) => `"${w}"*`)
    .join(" ");
}

export interface GuideSearchPage {
  exhibitions: GuideExhibition[];
  exhibitionTotal: number;
  /** More exhibitions match than were ranked: exhibitionTotal is a floor ("more than"). */
  exhibitionsCapped: boolean;
  locations: GuideLocation[];
  locationTotal: number;
  /** More venues match than were ranked: locationTotal is a floor. */
  locationsCapped: boolean;
}

/**
 * Each kind ranks its newest matches (by id: shows and venues get ids as they
 * are added), at most this many. FTS5 reads matches in rowid order and stops
 * there, so a common word ("gallery" matches most shows) costs these rows and
 * not every match; bm25 orders the candidates.
 */
export const GUIDE_SEARCH_CANDIDATES = 100;

/**
 * Venue matches are looked for among this many newest matches of the venues'
 * rowid range (shows with ids as low hold rowids there too), so a word that
 * names few venues but many shows stops there.
 */
const GUIDE_VENUE_SCAN = 4 * GUIDE_SEARCH_CANDIDATES;

/**
 * The newest GUIDE_SEARCH_CANDIDATES + 1 matches of a kind that can be listed,
 * as `id, rank, tie` (one more than are ranked tells whether there are more).
 * guide_fts rowids are id * 2 for a show and id * 2 + 1 for a venue
 * (migrations/0006), so a venue's rowid is at most twice the last venue id
 * plus one: the venues' reading starts there, not above every show.
 */
const CANDIDATES = {
  exhibition: {
    sql: `SELECT CAST(guide_fts.ref_id AS INTEGER) AS id, guide_fts.rank AS rank, e.show_end AS tie
      FROM guide_fts CROSS JOIN exhibitions e ON e.id = CAST(guide_fts.ref_id AS INTEGER)
      WHERE guide_fts MATCH ?1 AND guide_fts.kind = 'exhibition' AND e.show_end >= ?2
      ORDER BY guide_fts.rowid DESC LIMIT ?3`,
    binds: (match: string, today: string) => [match, today, GUIDE_SEARCH_CANDIDATES + 1],
  },
  venue: {
    sql: `SELECT CAST(h.ref_id AS INTEGER) AS id, h.rank AS rank, v.name AS tie
      FROM (SELECT rowid, ref_id, kind, rank FROM guide_fts
             WHERE guide_fts MATCH ?1 AND rowid <= (SELECT max(id) * 2 + 1 FROM venues) ORDER BY rowid DESC LIMIT ?2) h
      CROSS JOIN venues v ON v.id = CAST(h.ref_id AS INTEGER)
      WHERE h.kind = 'venue' LIMIT ?3`,
    binds: (match: string) => [match, GUIDE_VENUE_SCAN, GUIDE_SEARCH_CANDIDATES + 1],
  },
} as const;

interface Candidate {
  id: number;
  rank: number;
  tie: string;
}

/** The answer to an empty search: nothing found. */
export function noGuideResults(): GuideSearchPage {
  return {
    exhibitions: [],
    exhibitionTotal: 0,
    exhibitionsCapped: false,
    locations: [],
    locationTotal: 0,
    locationsCapped: false,
  };
}

/**
 * One page of a kind's candidates, best first (then show end or venue name,
 * then id), and how many there were. Sorted here: a sort in SQL is billed a
 * row per candidate again.
 */
function pageOf(candidates: readonly Candidate[], size: number, offset: number) {
  const ranked = candidates
    .slice(0, GUIDE_SEARCH_CANDIDATES)
    .sort((a, b) => a.rank - b.rank || (a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0) || a.id - b.id);
  return {
    ids: ranked.slice(offset, offset + size).map((c) => c.id),
    total: ranked.length,
    capped: candidates.length > GUIDE_SEARCH_CANDIDATES,
  };
}

export async function searchGuide(
  db: D1Database,
  text: string,
  /** `venues: false`: shows only (the magazine search lists no venue). */
  options: { page: number; size: number; today: string; venues?: boolean },
): Promise<GuideSearchPage> {
  const match = ftsQuery(text);
  if (!match) return noGuideResults();
  const { page, size, today } = options;
  const offset = (page - 1) * size;
  const read = (kind: keyof typeof CANDIDATES) =>
    db.prepare(CANDIDATES[kind].sql).bind(...CANDIDATES[kind].binds(match, today));
  const [exCandidates, veCandidates] = (await db.batch(
    options.venues === false ? [read("exhibition")] : [read("exhibition"), read("venue")],
  )) as D1Result<Candidate>[];
  const candidatesOf = (result: D1Result<Candidate> | undefined) =>
    (result?.results ?? []).map((c) => ({ id: Number(c.id), rank: Number(c.rank), tie: String(c.tie ?? "") }));
  const exPage = pageOf(candidatesOf(exCandidates), size, offset);
  const vePage = pageOf(candidatesOf(veCandidates), size, offset);
  const [exhibitions, locations] = await Promise.all([
    exhibitionsByIds(db, exPage.ids, today),
    venuesByIds(db, vePage.ids, today),
  ]);
  return {
    exhibitions,
    exhibitionTotal: exPage.total,
    exhibitionsCapped: exPage.capped,
    locations,
    locationTotal: vePage.total,
    locationsCapped: vePage.capped,
  };
}
