/**
 * What a page depends on besides its address, decided by the route that
 * matched it (never by how the address is spelled): a part of its edge cache
 * key (edgeCache.ts). Only the routes named here add one, so other pages keep
 * one copy per address.
 */

import { rememberedLayout } from "#workers/services/guide/listLayout";

/** A city page's route: its listings can be filtered by "open now" and shown as cards or a list. */
const CITY_PAGE_ROUTE = "routes/guide/place";

/** Venue hours are set in half hours: a list of venues open now holds for one half hour of UTC. */
const OPEN_NOW_SLOT_MS = 30 * 60_000;

/** The UTC half hour `nowMs` is in, as its start ("2026-12-07T22:30"). */
export function halfHourSlot(nowMs: number): string {
  return new Date(Math.floor(nowMs / OPEN_NOW_SLOT_MS) * OPEN_NOW_SLOT_MS).toISOString().slice(0, 16);
}

/**
 * The key part of a page of `routeIds` at `url` for a request with `cookies`,
 * or undefined when the address says it all.
 */
export function pageVariantOf(
  routeIds: readonly string[],
  url: URL,
  cookies: Map<string, string>,
  nowMs: number,
): string | undefined {
  if (!routeIds.includes(CITY_PAGE_ROUTE)) return undefined;
  // The layout the reader's cookie keeps: one reader's list is never another's cards.
  const parts = [`layout=${rememberedLayout(cookies)}`];
  // Open now is a list of this half hour: a copy kept from the last one would list venues since closed.
  if (url.searchParams.get("open") === "now") parts.push(`slot=${halfHourSlot(nowMs)}`);
  return parts.join(",");
}
