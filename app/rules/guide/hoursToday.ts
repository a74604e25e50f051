import type { HoursRow } from "#machines/rules/admin/admin";

const WEEK = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

export const hoursTodayTexts = {
  closed: "Closed today",
  open: (ranges: string) => `Open today ${ranges}`,
} as const;

/** The weekday at `now` in `timeZone` (the reader's own zone when null). */
export function weekdayIn(now: Date, timeZone: string | null): (typeof WEEK)[number] {
  const name = new Intl.DateTimeFormat("en-US", { weekday: "short", ...(timeZone ? { timeZone } : {}) }).format(now);
  return (WEEK as readonly string[]).includes(name) ? (name as (typeof WEEK)[number]) : "Sun";
}

/** Whether a row's days (from–until, wrapping past Sunday, or daily) include `day`. */
function rowCovers(row: HoursRow, day: (typeof WEEK)[number]): boolean {
  if (row.day_from === "daily" || row.day_until === "daily") return true;
  const from = WEEK.indexOf(row.day_from);
  const until = WEEK.indexOf(row.day_until);
  const at = WEEK.indexOf(day);
  // Weeks here start on Monday: Sunday counts as the seventh day.
  const m = (i: number) => (i === 0 ? 7 : i);
  return m(from) <= m(until) ? m(at) >= m(from) && m(at) <= m(until) : m(at) >= m(from) || m(at) <= m(until);
}

/**
 * A venue's opening hours for today, in the venue's own time zone:
 * "Open today 10:00–18:00" or "Closed today"; null for a venue by appointment
 * only or without hours rows (its hours line, "By appointment only", says it all).
 */
export function hoursToday(
  rows: readonly HoursRow[],
  byAppointment: boolean,
  timeZone: string | null,
  now: Date,
): string | null {
  if (byAppointment) return null;
  if (rows.length === 0) return null;
  const day = weekdayIn(now, timeZone);
  const open = rows.filter((row) => rowCovers(row, day)).map((row) => `${row.hour_from}–${row.hour_until}`);
  return open.length > 0 ? hoursTodayTexts.open(open.join(", ")) : hoursTodayTexts.closed;
}
