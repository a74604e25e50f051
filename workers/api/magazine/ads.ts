/** Ad calls of spec 1 §7: banners, galleries, buttons, internal, tout and issue ads. */
import { MOBILE_GALLERY_BATCH } from "../../../machines/rules/magazine";
import { BANNER_SIZES, listAds } from "../../db/ads";
import type { ApiCall } from "../call";
import { json, parseOrThrow, queryOf } from "../http";
import { galleriesQuery, issueAdsQuery, sectionQuery } from "./schemas";

// Ads rotate per request: never cache them at the edge.
const NO_STORE = { "cache-control": "no-store" };

function listed(items: unknown[]): Response {
  return json({ _embedded: { items }, total: items.length }, { headers: NO_STORE });
}

/** Splits a list into consecutive batches of `size`. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
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
      return json({ _embedded: { items: ads }, total: ads.length, bySize, popup: popup[0] ?? null }, { headers: NO_STORE });
    },
  },
  {
    method: "GET",
    path: "/ads/galleries",
    async handle({ url, app }) {
      const q = parseOrThrow(galleriesQuery, queryOf(url));
      const wanted = q.batch_mobile * MOBILE_GALLERY_BATCH + q.batch_desktop;
      const ads = await listAds(app.db, { kind: "display", sizes: ["110"], section: q.section, shuffle: true, limit: Math.max(wanted, 1) });
      // Mobile batches of 4 and one desktop batch, reusing the pool when it is smaller than asked.
      const pick = (n: number, from: number) => (ads.length === 0 ? [] : Array.from({ length: n }, (_, i) => ads[(from + i) % ads.length]!));
      const mobileAds = pick(q.batch_mobile * MOBILE_GALLERY_BATCH, 0);
      return json(
        { mobile: batches(mobileAds, MOBILE_GALLERY_BATCH), desktop: pick(q.batch_desktop, mobileAds.length), total: ads.length },
        { headers: NO_STORE },
      );
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
      // The tout is index 0 of this list (spec 1 §3).
      return listed(await listAds(app.db, { kind: "display", sizes: ["tout"], section, shuffle: true }));
    },
  },
  {
    method: "GET",
    path: "/ads/issue",
    async handle({ url, app }) {
      const q = parseOrThrow(issueAdsQuery, queryOf(url));
      return listed(await listAds(app.db, { kind: "issue", excludeIds: q.exclude_ids, limit: q.pageSize, shuffle: true }));
    },
  },
];
