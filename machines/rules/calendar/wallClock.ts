/**
 * A moment as a place's wall clock reads it, and back: UTC instants
 * ("2026-03-07T23:00:00Z") against local times "YYYY-MM-DDTHH:MM" in an IANA
 * time zone, with the zone's offset on that date (daylight time included).
 *
 * Server-side only (admin forms, the guide's loaders, the seed): each zone
 * makes one Intl.DateTimeFormat on its first use, never as the module loads.
 *
 * No relative imports: the seed, run by Node without a bundler, imports this file.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at `ms`, in milliseconds (New York in winter: -5 h). */
function offsetAt(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(ms)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  // Offsets are whole minutes; the instant's own seconds and milliseconds are not part of it.
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / MINUTE_MS) * MINUTE_MS;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** "YYYY-MM-DDTHH:MM" on the zone's clock at a UTC instant; empty for none or an unreadable one. */
export function wallClockAt(utc: string | null, timeZone: string): string {
  if (!utc) return "";
  const ms = Date.parse(utc);
  if (Number.isNaN(ms)) return "";
  return iso(ms + offsetAt(ms, timeZone)).slice(0, 16);
}

/**
 * The UTC instant ("YYYY-MM-DDTHH:MM:00Z") when the zone's clock reads
 * `wallClock`, or null when it is not a real date and time. A time that
 * occurs twice (clocks going back) is its first occurrence; one that never
 * occurs (clocks going forward) is read with the offset before the change,
 * so it lands that much later (New York 02:30 on the spring-forward day is
 * 03:30 daylight time), as iCalendar reads such times.
 */
export function utcAtWallClock(wallClock: string, timeZone: string): string | null {
  const m = WALL_CLOCK.exec(wallClock);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 2026-02-30 or 24:00 over into the next day: such a reading is not a real one.
  if (iso(wall).slice(0, 16) !== wallClock) return null;
  // A zone changes its offset at most once within a day either side.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const readings = [wall - before, wall - after].filter((ms) => ms + offsetAt(ms, timeZone) === wall);
  const ms = readings.length > 0 ? Math.min(...readings) : wall - before;
  return `${iso(ms).slice(0, 16)}:00Z`;
}
