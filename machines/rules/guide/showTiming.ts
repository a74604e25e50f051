import { addDays } from "./guide";

/**
 * Where a show stands on the guide's day, and the words a listing card says
 * about it: "opens in 4 weeks", "closing this week". Written on the server for
 * the day the answer is for (ExhibitionDates.timing), like every date text.
 *
 * Days are calendar dates "YYYY-MM-DD" (the guide's UTC day, guideToday()).
 * Weeks start on Monday, so "this week" runs from today to the coming Sunday
 * and "this weekend" is that week's Saturday and Sunday (the when filters of
 * a city page read the same days: guideFilters.ts).
 */

/** On view: started on or before today (and not yet over). Upcoming: starts after today. */
export type ShowPhase = "onView" | "upcoming";

/** The phase of a show that has not ended (ends today or later). */
export function showPhase(showStart: string, today: string): ShowPhase {
  return showStart.slice(0, 10) > today ? "upcoming" : "onView";
}

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** Monday 0 … Sunday 6. */
export function weekdayIndex(day: string): number {
  return (new Date(dayMs(day)).getUTCDay() + 6) % 7;
}

/** The last day of `day`'s week: the coming Sunday, or `day` itself on a Sunday. */
export function endOfWeek(day: string): string {
  return addDays(day, 6 - weekdayIndex(day));
}

/** Opening this many days ahead or more is counted in weeks ("opens in 2 weeks"), before in days. */
export const WEEKS_FROM_DAYS = 14;
/** Beyond this many weeks (rounded), in months. */
export const MAX_WEEKS = 8;
/** A month in days, for "opens in 3 months". */
const MONTH_DAYS = 30.44;
/** A show closing within this many days after this week's Sunday says in how many ("closing in 3 days"). */
export const CLOSING_SOON_DAYS = 6;

export const showTimingTexts = {
  todayOnly: "today only",
  closingToday: "closing today",
  closingTomorrow: "closing tomorrow",
  closingThisWeek: "closing this week",
  closingInDays: (n: number) => `closing in ${n} days`,
  opensToday: "opens today",
  opensTomorrow: "opens tomorrow",
  opensInDays: (n: number) => `opens in ${n} days`,
  opensInWeeks: (n: number) => `opens in ${n} weeks`,
  opensInMonths: (n: number) => `opens in ${n} months`,
} as const;

/** How a card marks a show: its phase, and the words ("" for a show on view that is not closing soon). */
export interface ShowTiming {
  phase: ShowPhase;
  /** "closing": ends within the week or the next CLOSING_SOON_DAYS; "opening": opens today or later. */
  kind: "closing" | "opening" | "";
  text: string;
}

/**
 * A show's timing on `today`, for a show that ends today or later:
 * - upcoming: "opens tomorrow"; "opens in N days" under two weeks; "opens in N
 *   weeks" (rounded) up to eight; beyond, "opens in N months" (rounded);
 * - on view: "today only" (opens and closes today), "closing today",
 *   "closing tomorrow", "opens today", "closing this week" (by Sunday), "closing
 *   in N days" (within six days, after Sunday); otherwise nothing.
 */
export function showTiming(showStart: string, showEnd: string, today: string): ShowTiming {
  const start = showStart.slice(0, 10);
  const end = showEnd.slice(0, 10);
  if (start > today) {
    const days = daysBetween(today, start);
    const text =
      days === 1
        ? showTimingTexts.opensTomorrow
        : days < WEEKS_FROM_DAYS
          ? showTimingTexts.opensInDays(days)
          : Math.round(days / 7) <= MAX_WEEKS
            ? showTimingTexts.opensInWeeks(Math.round(days / 7))
            : showTimingTexts.opensInMonths(Math.round(days / MONTH_DAYS));
    return { phase: "upcoming", kind: "opening", text };
  }
  const left = daysBetween(today, end);
  const closing = (text: string): ShowTiming => ({ phase: "onView", kind: "closing", text });
  if (left === 0) return closing(start === today ? showTimingTexts.todayOnly : showTimingTexts.closingToday);
  if (left === 1) return closing(showTimingTexts.closingTomorrow);
  if (start === today) return { phase: "onView", kind: "opening", text: showTimingTexts.opensToday };
  if (end <= endOfWeek(today)) return closing(showTimingTexts.closingThisWeek);
  if (left <= CLOSING_SOON_DAYS) return closing(showTimingTexts.closingInDays(left));
  return { phase: "onView", kind: "", text: "" };
}
