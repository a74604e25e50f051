/**
 * The tests' calendar. The seed is dated by a parameter (TEST_TODAY, the real
 * date otherwise); with TEST_TODAY set on a local site, this isolate's clock
 * reads that day at the real time of day, so every page, query and test in it
 * agrees on "today" whatever the calendar says. Whole days only: durations,
 * timers and the order of events are the real ones. A public BASE_URL never
 * follows it (deployCheck's local addresses only).
 */

const RealDate = Date;
const DAY_MS = 86_400_000;
let followedDay: string | null = null;

/** Whole days from the real UTC date to `today` ('YYYY-MM-DD'); throws on anything but a real date. */
export function daysToTestToday(today: string, realNow: number = RealDate.now()): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  const ms = match ? RealDate.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(ms) || new RealDate(ms).toISOString().slice(0, 10) !== today)
    throw new Error(`TEST_TODAY must be a real date as YYYY-MM-DD: ${today}`);
  return Math.round((ms - (realNow - (realNow % DAY_MS))) / DAY_MS);
}

/** Makes `new Date()` and `Date.now()` of this isolate read `today` (idempotent; empty: the real date). */
export function followTestToday(today: string | undefined): void {
  if (!today || followedDay === today) return;
  const offset = daysToTestToday(today) * DAY_MS;
  followedDay = today;
  if (offset === 0) {
    globalThis.Date = RealDate;
    return;
  }
  class TestDate extends RealDate {
    // biome-ignore lint/suspicious/noExplicitAny: Date's own overloads, passed through unchanged.
    constructor(...args: any[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = TestDate as DateConstructor;
}
