/** Ad calls: banners, galleries, buttons, internal, tout and issue ads. */

import type { ApiCall } from "#workers/api/call";
import { json, parseOrThrow, queryOf } from "#workers/api/http";
import { BANNER_SIZES, listAds } from "#workers/db/ads";
import { listGalleryBatches } from "#workers/db/listAds";
import { galleriesQuery, issueAdsQuery, sectionQuery } from "./schemas";

// Ads rotate per request: never cache them at the edge.
const NO_STORE = { "cache-control": "no-store" };

function listed(items: unknown[]): Response {
  return json({ _embedded: { items }, total: items.length }, { headers: NO_STORE });
}

export const adCalls: ApiCall[] = [
  {
    method: "GET",
    path: "/ads",
    async handle({ url, app }) {
      const { section } = parseOrThrow(sectionQuery, queryOf(url));
      const ads = await listAds(app.db, { kind: "display", sizes: BANNER_SIZES, section });
      // bannerAds grouped by size (970, 750, 750B, 750C), and the popup (415x415) with its frequency.
      const popup = await listAds(app.db, { kind: "display", sizes: ["415x415"], section, limit: 1, shuffle: true });
      const bySize: Record<string, typeof ads> = {};
      for (const ad of ads) (bySize[ad.size] ??= []).push(ad);
      return json(
        { _embedded: { items: ads }, total: ads.length, bySize, popup: popup[0] ?? null },
        { headers: NO_STORE },
      );
    },
  },
  {
    method: "GET",
    path: "/ads/galleries",
    async handle({ url, app }) {
      const q = parseOrThrow(galleriesQuery, queryOf(url));
      return json(await listGalleryBatches(app.db, q.section, q.batch_mobile, q.batch_desktop), { headers: NO_STORE });
    },
  },
  {
    method: "GET",
    path: "/ads/buttons",
    async handle({ app }) {
      return listed(await listAds(app.db, { kind: "button" }));
    },
  },
  {
    method: "GET",
    path: "/ads/internal",
    async handle({ url, app }) {
      const { section } = parseOrThrow(sectionQuery, queryOf(url));
      return listed(await listAds(app.db, { kind: "internal", section }));
    },
  },
  {
    method: "GET",
    path: "/ads/tout",
    async handle({ url, app }) {
      const { section } = parseOrThrow(sectionQuery, queryOf(url));
      // The tout is index 0 of this list.
      return listed(await listAds(app.db, { kind: "display", sizes: ["tout"], section, shuffle: true }));
    },
  },
  {
    method: "GET",
    path: "/ads/issue",
    async handle({ url, app }) {
      const q = parseOrThrow(issueAdsQuery, queryOf(url));
      return listed(
        await listAds(app.db, { kind: "issue", excludeIds: q.exclude_ids, limit: q.pageSize, shuffle: true }),
      );
    },
  },
];
