/**
 * One running ad of a slot, chosen at random for each reader (the rotation
 * `ORDER BY random()` gave), from the slot's candidates kept as public data
 * (workers/services/cache/publicData.ts): rotating costs no D1 read per page.
 */

import type { Ad } from "#machines/rules/magazine/adTypes";
import type { AppContext } from "#workers/context";
import { type AdQuery, listAds } from "#workers/db/ads";
import { publicData } from "#workers/services/cache/publicData";

/** A slot has a handful of ads running at once; more than this are not rotated. */
const MAX_CANDIDATES = 100;

export async function adAtRandom(
  app: Pick<AppContext, "db" | "config" | "viewer">,
  query: Omit<AdQuery, "shuffle" | "limit">,
  random = Math.random,
): Promise<Ad | null> {
  const candidates = await publicData(app, ["ad candidates", query], () =>
    listAds(app.db, { ...query, limit: MAX_CANDIDATES }),
  );
  return candidates.length > 0 ? candidates[Math.floor(random() * candidates.length)]! : null;
}
