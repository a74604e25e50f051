/**
 * The site's one way to write a date as text, on dayjs. Every date is read
 * and written in UTC, so a page says the same on the server and in any
 * browser. Guide days ("2026-11-22") and the guide's wall-clock times
 * ("2026-11-22T18:30") carry no zone and are written as they are.
 *
 * Pages whose first load is budgeted (the front page, articles, lists, the
 * guide, search and the shop) get their date text from the server, written
 * with these functions into loader data and /api answers, so their browser
 * code carries no date library. Converting to a time zone (a venue's hours
 * today, when a page was saved offline in the reader's zone) is a different
 * job, done with Intl where it happens.
 *
 * No relative imports: the seed, run by Node without a bundler, imports this file.
 */
import dayjs from "dayjs";
import advancedFormat from "dayjs/plugin/advancedFormat.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(advancedFormat);

/** The magazine's dates: "November 25, 2026". */
export const DATE_FORMAT = "MMMM D, YYYY";
/** News dates, with the time: "November 25th, 2026 at 1:46pm". */
export const DATE_TIME_FORMAT = "MMMM Do, YYYY [at] h:mma";

const read = (value: string) => dayjs.utc(value);

/**
 * Date texts: text already written, by what it was written from. A guide page
 * writes the same few days for every one of its shows (a hundred or more), and
 * dayjs parses and formats each time: remembered, a day is written once per
 * isolate. Only strings, at most MAX_TEXTS of them (then all are dropped).
 * Not on workers/services/cache/isolateCache.ts: machines/ imports nothing
 * outside machines/, and the seed runs this file in Node.
 */
const written = new Map<string, string>();
export const MAX_TEXTS = 5000;

function remember(key: string, make: () => string): string {
  let text = written.get(key);
  if (text === undefined) {
    text = make();
    if (written.size >= MAX_TEXTS) written.clear();
    written.set(key, text);
  }
  return text;
}

/** How many texts are remembered (for the test that they stay bounded). */
export function writtenTexts(): number {
  return written.size;
}

const write = (value: string, pattern: string) => remember(`${pattern}|${value}`, () => read(value).format(pattern));

/** "November 25, 2026" */
export function formatDate(iso: string): string {
  return write(iso, DATE_FORMAT);
}

/** "November 25th, 2026 at 1:46pm" */
export function formatDateTime(iso: string): string {
  return write(iso, DATE_TIME_FORMAT);
}

/** "November 22" */
export function monthDay(day: string): string {
  return write(day, "MMMM D");
}

/** "November 2026": special exhibitions grouped by month, a calendar's title. */
export function monthTitle(day: string): string {
  return write(day, "MMMM YYYY");
}

/** "May" */
export function monthName(iso: string): string {
  return write(iso, "MMMM");
}

/** "Sunday" */
export function weekday(day: string): string {
  return write(day, "dddd");
}

/** "Wed, Nov 25": a newsletter's issue date. */
export function shortDate(iso: string): string {
  return write(iso, "ddd, MMM D");
}

/** "3 Mar 2026": a report's day; "Mar 2026" with `monthOnly`. */
export function reportDate(day: string, monthOnly = false): string {
  return write(day, monthOnly ? "MMM YYYY" : "D MMM YYYY");
}

/** A chart's axis: "3 Mar", or "Mar 26" for a month. */
export function reportTick(day: string, monthOnly = false): string {
  return write(day, monthOnly ? "MMM YY" : "D MMM");
}

/** "6:30pm", "6pm": a wall-clock time as written, never shifted to a zone. */
export function clockTime(wallClock: string): string {
  const value = wallClock.slice(0, 19);
  return remember(`clock|${value}`, () => {
    const time = read(value);
    return time.format(time.minute() === 0 ? "ha" : "h:mma");
  });
}

/** A show's run: "Oct 3 – Dec 19, 2026", "Oct 3, 2026 – Jan 9, 2027", "from November 22, 2026"; the override wins. */
export function runDates(start: string | null, end: string | null, override?: string | null): string {
  if (override?.trim()) return override.trim();
  if (!start && !end) return "";
  if (!end) return `from ${formatDate(start!)}`;
  if (!start) return `through ${formatDate(end)}`;
  return remember(`run|${start}|${end}`, () => {
    const from = read(start);
    const to = read(end);
    if (from.year() === to.year()) return `${from.format("MMM D")} – ${to.format("MMM D, YYYY")}`;
    return `${from.format("MMM D, YYYY")} – ${to.format("MMM D, YYYY")}`;
  });
}
