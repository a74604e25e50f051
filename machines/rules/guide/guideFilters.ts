import { addDays } from "./guide";
import { endOfWeek } from "./showTiming";

/**
 * The when-and-where filters of a city page, kept in its address so a filtered
 * page is a link to share: ?when=today|weekend|week (shows on view on one of
 * those days), ?open=now (at a venue open at this moment by its hours, on the
 * city's clock) and ?district= (one neighbourhood, by its slug). Weeks run
 * Monday to Sunday, as the cards' "closing this week" does (showTiming.ts).
 */

export const WHEN_FILTERS = ["today", "weekend", "week"] as const;
export type WhenFilter = (typeof WHEN_FILTERS)[number];
export const OPEN_FILTERS = ["now"] as const;
export type OpenFilter = (typeof OPEN_FILTERS)[number];

/** The filters a city page was asked for; null is "any". */
export interface CityFilters {
  when: WhenFilter | null;
  open: OpenFilter | null;
  /** A neighbourhood's slug (districtSlug). */
  district: string | null;
}

/** The query parameters of the filters, in the order the address writes them. */
export const CITY_FILTER_PARAMS = ["when", "open", "district"] as const;

export const cityFilterTexts = {
  filters: "Filter the listings",
  when: "When",
  anyTime: "any time",
  today: "today",
  weekend: "this weekend",
  week: "this week",
  open: "Open",
  openAny: "any hours",
  openNow: "open now",
  district: "Neighbourhood",
  allDistricts: "all",
  noneMatch: "No listings match these filters.",
  clear: "clear filters",
} as const;

export const WHEN_LABELS: Record<WhenFilter, string> = {
  today: cityFilterTexts.today,
  weekend: cityFilterTexts.weekend,
  week: cityFilterTexts.week,
};

/** A neighbourhood's slug: "Lower East Side" → "lower-east-side". */
export function districtSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The days `when` spans from `today` (both ends included): today alone; this
 * weekend's Saturday and Sunday (from today when it is already the weekend);
 * this week from today to Sunday.
 */
export function whenDays(when: WhenFilter, today: string): { from: string; until: string } {
  const sunday = endOfWeek(today);
  switch (when) {
    case "today":
      return { from: today, until: today };
    case "weekend": {
      const saturday = addDays(sunday, -1);
      return { from: saturday > today ? saturday : today, until: sunday };
    }
    case "week":
      return { from: today, until: sunday };
  }
}

/** Whether a show (dates "YYYY-MM-DD") is on view on one of the days. */
export function isOnViewWithin(show: { showStart: string; showEnd: string }, days: { from: string; until: string }) {
  return show.showStart.slice(0, 10) <= days.until && show.showEnd.slice(0, 10) >= days.from;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday and the time ("HH:MM", 24-hour) at `now` on a city's clock (UTC for a city of no known zone). */
export function cityClock(now: Date, timeZone: string | null): { day: Weekday; time: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: timeZone ?? "UTC",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = (WEEKDAYS as readonly string[]).includes(part("weekday")) ? (part("weekday") as Weekday) : "Mon";
  return { day, time: `${part("hour")}:${part("minute")}` };
}

/**
 * Every "from|until" pair of an hours row (days mon…sun, or daily; lowercase,
 * as rows are compared whatever their case) that covers `day`, a row running
 * past Sunday included (fri–mon): what the SQL matches a venue's rows against.
 */
export function dayPairsCovering(day: Weekday): string[] {
  const at = WEEKDAYS.indexOf(day);
  const pairs = ["daily|daily"];
  WEEKDAYS.forEach((from, i) => {
    WEEKDAYS.forEach((until, j) => {
      const covers = i <= j ? at >= i && at <= j : at >= i || at <= j;
      if (covers) pairs.push(`${from.toLowerCase()}|${until.toLowerCase()}`);
    });
  });
  return pairs;
}

/** Whether hours rows say a venue is open on `day` at `time` (from included, until excluded). */
export function isOpenAt(
  rows: readonly { day_from: string; day_until: string; hour_from: string; hour_until: string }[],
  day: Weekday,
  time: string,
): boolean {
  const pairs = dayPairsCovering(day);
  return rows.some(
    (row) =>
      pairs.includes(`${row.day_from}|${row.day_until}`.toLowerCase()) &&
      row.hour_from <= time &&
      time < row.hour_until,
  );
}

/**
 * A city page's address with the filters changed by `change` (null drops one),
 * keeping its other parameters (category, layout) and dropping the page
 * number: a changed list starts at its first page.
 */
export function cityFilterHref(path: string, search: string, change: Partial<CityFilters>): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  for (const name of CITY_FILTER_PARAMS) {
    if (!(name in change)) continue;
    const value = change[name];
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether any filter is set. */
export function hasCityFilters(filters: CityFilters): boolean {
  return filters.when !== null || filters.open !== null || filters.district !== null;
}
