// The seed's content as data, before any SQL: media, print issues, contributors,
// venues, exhibitions, the guide admin's records, articles with their flags, and ads.
// Everything that depends on the seed's `today` is here, so seed/calendar.test.ts
// can build it for every day of a two-year window and check what pages rely on.

import { buildAds } from "./commerce.ts";
import { CITIES } from "./data/cities.ts";
import { buildExhibitions, buildFeaturedLists, buildVenues } from "./guide.ts";
import { buildGuideAdmin } from "./guideAdmin.ts";
import { articleFlags, buildArticles, buildContributors, buildIssues } from "./magazine.ts";
import { imagePath, issueCalendar, planMedia } from "./media-plan.ts";
import { createRng } from "./random.ts";

/** Print issues stop at 640 (64 years of ten a year) whatever the scale. */
const MAX_ISSUES = 640;

export interface ContentOptions {
  /** Multiplies every volume (fractional allowed). */
  scale: number;
  seed: string | number;
  /** 'YYYY-MM-DD': every date is relative to it. */
  today: string;
}

export type SeedContent = ReturnType<typeof buildSeedContent>;

export function buildSeedContent({ scale, seed, today }: ContentOptions) {
  if (!(scale > 0)) throw new Error(`scale must be positive: ${scale}`);
  // Each part draws from its own named fork, so parts never shift each other's numbers.
  const rng = createRng(`${seed}`);
  const n = (base: number) => Math.max(1, Math.round(base * scale));
  const media = planMedia(seed, today);
  const artworkIds = media.artworks.map((a) => a.id);
  const installationIds = media.artworks.filter((a) => a.drawing.kind === "installation").map((a) => a.id);
  const issues = buildIssues(
    rng.fork("issues"),
    issueCalendar(today, Math.min(MAX_ISSUES, n(24))),
    media.covers.map((c) => c.id),
    today,
  );
  const contributors = buildContributors(rng.fork("contributors"), n(120), CITIES);
  const venues = buildVenues(rng.fork("venues"), n(420), installationIds);
  const exhibitions = buildExhibitions(rng.fork("exhibitions"), n(1600), venues, today, artworkIds);
  const guideAdmin = buildGuideAdmin(rng.fork("guide-admin"), venues, exhibitions, today);
  // Articles link exhibitions (picks, previews, viewing rooms), and mark the ones they preview.
  const articles = buildArticles({
    rng: rng.fork("articles"),
    scale,
    today,
    contributors,
    issues,
    venues,
    exhibitions,
    artworkIds,
    stillIds: media.stills.map((s) => s.id),
    audio: media.audio,
  });
  const flags = articleFlags(rng.fork("flags"), articles);
  const lists = buildFeaturedLists(rng.fork("lists"), venues, n(16));
  const coverPath = (issue: { coverImageId: number }) => imagePath(issue.coverImageId, "original");
  const ads = buildAds(rng.fork("ads"), scale, today, media.ads, issues, coverPath);
  return {
    media,
    artworkIds,
    installationIds,
    issues,
    contributors,
    venues,
    exhibitions,
    guideAdmin,
    articles,
    flags,
    lists,
    ads,
  };
}
