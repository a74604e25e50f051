// Calendar helpers over 'YYYY-MM-DD' strings in UTC, so output never depends
// on the machine's clock or time zone (today is always an input).

import { formatDate, monthDay } from "#machines/rules/calendar/dates.ts";
import { utcAtWallClock } from "#machines/rules/calendar/wallClock.ts";

const DAY_MS = 86_400_000;

/** Every seed reads the same few thousand days over and over: parsed and formatted once each. */
const parsedDays = new Map<string, number>();
const formattedDays = new Map<number, string>();

export function parseDay(day: string): number {
  const known = parsedDays.get(day);
  if (known !== undefined) return known;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${day}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== day) throw new Error(`not a real date: ${day}`);
  parsedDays.set(day, ms);
  return ms;
}

export function formatDay(ms: number): string {
  let day = formattedDays.get(ms);
  if (day === undefined) {
    day = new Date(ms).toISOString().slice(0, 10);
    formattedDays.set(ms, day);
  }
  return day;
}

export function addDays(day: string, days: number): string {
  return formatDay(parseDay(day) + days * DAY_MS);
}

/** Every seed converts the same few days, hours and zones over and over: each once. */
const utcOfLocal = new Map<string, string>();

/** ISO UTC instant of a wall-clock time in a city's time zone, with the zone's offset on that day. */
export function localToUtc(day: string, hour: number, minute: number, timeZone: string): string {
  const local = `${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  const key = `${timeZone}|${local}`;
  const known = utcOfLocal.get(key);
  if (known !== undefined) return known;
  const utc = utcAtWallClock(local, timeZone);
  if (!utc) throw new Error(`not a wall-clock time: ${local}`);
  utcOfLocal.set(key, utc);
  return utc;
}

/** ISO UTC instant at a given minute of a day. */
export function instant(day: string, minuteOfDay: number): string {
  return new Date(parseDay(day) + minuteOfDay * 60_000).toISOString().replace(".000Z", "Z");
}

/**
 * When an item dated `day` goes live, at `minuteOfDay` UTC. Nothing goes live on the seed's
 * `today` itself: the clock of a site or a test run on that day may read any time of it,
 * 00:05 included, and an article published at 14:00 would not exist yet. So items dated
 * today (or later) are published the day before, at the same minute.
 */
export function publishedInstant(day: string, minuteOfDay: number, today: string): string {
  return instant(day < today ? day : addDays(today, -1), minuteOfDay);
}

/** Run dates as a pick shows them: 'October 3–November 29, 2026' or 'Through November 29'. */
export function runDates(start: string, end: string, today: string): string {
  if (start <= today) return `Through ${monthDay(end)}`;
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return sameYear
    ? `${monthDay(start)}–${monthDay(end)}, ${end.slice(0, 4)}`
    : `${formatDate(start)}–${formatDate(end)}`;
}
