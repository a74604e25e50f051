// What the pages and the tests assume of the seed, whatever day it is dated:
// seed/calendar-*.test.ts check these for every day of a two-year window.
// Each check returns the broken facts in words (empty: all hold).

import { buildSeedContent, type SeedContent } from "./content.ts";
import { addDays } from "./dates.ts";

/** The front page's news strip shows 19 items. */
export const FRONT_PAGE_NEWS = 19;
/** A visitor meets the paywall on the article after the free ones (FREE_ARTICLE_LIMIT, 3). */
const ARTICLES_TO_REACH_THE_PAYWALL = 4;
const VIEWING_ROOM_TYPE = 600;

export function brokenInvariants(content: SeedContent, today: string): string[] {
  const broken: string[] = [];
  const expect = (holds: boolean, fact: string) => {
    if (!holds) broken.push(fact);
  };
  // The tests' clock may read the very first instant of today: live means published before it.
  const startOfToday = `${today}T00:00:00Z`;
  const live = content.articles.filter((a) => a.publishedAt <= startOfToday);
  const liveIds = new Set(live.map((a) => a.id));

  const current = content.issues.find((i) => i.isCurrent);
  expect(current !== undefined, "a current print issue");
  if (current) {
    expect(current.coverImageId > 0, "the current issue has a cover");
    expect(
      live.some((a) => a.issueId === current.id),
      "the current issue has a live article of its own",
    );
  }
  expect(live.filter((a) => a.category === "news").length >= FRONT_PAGE_NEWS, `${FRONT_PAGE_NEWS} live news items`);

  const tomorrow = addDays(today, 1);
  const priorityPlaces = new Set(content.venues.filter((v) => v.city.priority).map((v) => v.city.placeUrl));
  for (const place of priorityPlaces) {
    const shows = content.exhibitions.filter((e) => e.venue.city.placeUrl === place);
    expect(
      shows.some((e) => e.showStart <= today && e.showEnd >= today),
      `${place}: shows on view`,
    );
    expect(
      shows.some((e) => e.showStart === today && e.openingStart !== null),
      `${place}: an opening today`,
    );
    expect(
      shows.some((e) => e.showStart === tomorrow),
      `${place}: an opening tomorrow`,
    );
    expect(
      shows.some((e) => e.showEnd === today),
      `${place}: a closing today`,
    );
    expect(
      shows.some((e) => e.showEnd === tomorrow),
      `${place}: a closing tomorrow`,
    );
  }

  const flagged = (flag: string) => content.flags.filter((f) => f.flag === flag && liveIds.has(f.articleId));
  expect(flagged("most_read").length > 0, "live most-read articles");
  expect(flagged("section_feature").length > 0, "live section features");
  expect(
    live.some((a) => a.type === 80 && a.videoTags.some(([tag]) => tag === "from_our_sponsors")),
    "a live sponsored video",
  );
  expect(
    live.some((a) => a.type === VIEWING_ROOM_TYPE),
    "a live viewing room",
  );
  const now = `${today}T12:00:00Z`;
  expect(
    content.ads.some((ad) => ad.isActive && ad.startsAt <= startOfToday && ad.endsAt >= now),
    "an ad running today",
  );
  expect(
    live.filter((a) => a.type !== VIEWING_ROOM_TYPE).length >= ARTICLES_TO_REACH_THE_PAYWALL,
    "enough metered articles to reach the paywall",
  );
  return broken;
}

/**
 * Every 'YYYY-MM-DD' from a year before `today` to a year after it, both included,
 * stretched to the next 29 February when the two years hold none.
 */
export function twoYearWindow(today: string): string[] {
  let last = addDays(today, 366);
  if (!leapDayBetween(addDays(today, -366), last)) {
    while (!last.endsWith("-02-29")) last = addDays(last, 1);
  }
  const days: string[] = [];
  for (let day = addDays(today, -366); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

function leapDayBetween(first: string, last: string): boolean {
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    const leap = `${year}-02-29`;
    const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    if (isLeapYear && leap >= first && leap <= last) return true;
  }
  return false;
}

/** Every broken fact of the seed at `scale`, dated each day of the two years around `today`, in words. */
export function brokenOnEveryDay(scale: number, today: string): string[] {
  return twoYearWindow(today).flatMap((day) =>
    brokenInvariants(buildSeedContent({ scale, seed: "artmagazine", today: day }), day).map(
      (fact) => `${day}: ${fact}`,
    ),
  );
}
