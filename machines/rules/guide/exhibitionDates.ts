import { clockTime, formatDate, monthDay, monthTitle, runDates, weekday } from "#machines/rules/calendar/dates";
import { addDays } from "./guide";
import { type ShowTiming, showTiming } from "./showTiming";

/** A group a show is listed under, by its key, and the group's heading. */
export interface DatedGroup {
  key: string;
  title: string;
}

/**
 * A show's dates as the guide writes them, on the server for the day the
 * answer is for: cards, groupings and myguide read this text, so guide pages
 * carry no date code.
 */
export interface ExhibitionDates {
  /** "Oct 3 – Dec 19, 2026", or the date override. */
  run: string;
  /** "Opening reception Thursday, November 26, 6–8pm" for a reception today or later; else empty. */
  reception: string;
  /** The reception's start, "6:30pm"; empty without one. */
  openingTime: string;
  /** Among openings: the reception's day (else the first day), "Opening Today, November 22". */
  opening: DatedGroup;
  /** Among closings: the last day, "Closing Saturday, November 28". */
  closing: DatedGroup;
  /** Special exhibitions by month, "November 2026": a show already running is listed under this month. */
  month: DatedGroup;
  /** The last day, "November 30, 2026" (myguide's "Ends …"). */
  ends: string;
  /** On view or upcoming, and what a card says of it: "opens in 4 weeks", "closing this week" (showTiming.ts). */
  timing: ShowTiming;
}

/** The fields the dates are written from; the *AsString times are the city's wall clock. */
export interface ShowDays {
  showStart: string;
  showEnd: string;
  dateOverride: string;
  openingStart: string | null;
  openingStartAsString: string;
  openingEndAsString: string;
}

/** "Today, November 22", "Tomorrow, November 23", else "Saturday, November 28". */
export function relativeDay(day: string, today: string): string {
  const key = day.slice(0, 10);
  if (key === today) return `Today, ${monthDay(key)}`;
  if (key === addDays(today, 1)) return `Tomorrow, ${monthDay(key)}`;
  return `${weekday(key)}, ${monthDay(key)}`;
}

/** Group title for openings: "Opening Today, November 22". */
export function openingTitle(day: string, today: string): string {
  return `Opening ${relativeDay(day, today)}`;
}

/** Group title for closings: "Closing Tomorrow, November 23". */
export function closingTitle(day: string, today: string): string {
  return `Closing ${relativeDay(day, today)}`;
}

/** Reception line: "Opening reception Thursday, November 26, 6–8pm". */
export function receptionLine(start: string | null, end: string | null, today: string): string {
  if (!start) return "";
  const day = relativeDay(start, today);
  const from = clockTime(start);
  if (!end) return `Opening reception ${day}, ${from}`;
  const to = clockTime(end);
  const sameHalf = from.slice(-2) === to.slice(-2);
  return `Opening reception ${day}, ${sameHalf ? from.slice(0, -2) : from}–${to}`;
}

/** Every date text of a show, for `today` ("YYYY-MM-DD"). */
export function exhibitionDates(x: ShowDays, today: string): ExhibitionDates {
  const openingDay = (x.openingStartAsString || x.openingStart || x.showStart).slice(0, 10);
  const upcoming = x.openingStartAsString !== "" && x.openingStartAsString.slice(0, 10) >= today;
  const listedDay = x.showStart < today ? today : x.showStart;
  return {
    run: runDates(x.showStart, x.showEnd, x.dateOverride),
    reception: upcoming ? receptionLine(x.openingStartAsString, x.openingEndAsString || null, today) : "",
    openingTime: x.openingStartAsString ? clockTime(x.openingStartAsString) : "",
    opening: { key: openingDay, title: openingTitle(openingDay, today) },
    closing: { key: x.showEnd, title: closingTitle(x.showEnd, today) },
    month: { key: listedDay.slice(0, 7), title: monthTitle(listedDay) },
    ends: formatDate(x.showEnd),
    timing: showTiming(x.showStart, x.showEnd, today),
  };
}
