/**
 * iCalendar (RFC 5545) for 'add to calendar': one all-day event per
 * exhibition run, from its first to its last day. Text is escaped and lines
 * are folded at 75 octets.
 */
export interface IcsEvent {
  uid: string;
  /** YYYY-MM-DD, first day. */
  start: string;
  /** YYYY-MM-DD, last day (inclusive). */
  end: string;
  summary: string;
  location: string;
  description: string;
  url: string;
}

// Line breaks become \n; a control character other than tab (stored before the forms refused them) is left out.
const escapeText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n")
    .replace(/[^\P{Cc}\t]/gu, "");

const compactDate = (date: string) => date.slice(0, 10).replace(/-/g, "");

/**
 * The day after a YYYY-MM-DD date (DTEND of an all-day event is exclusive). A day the
 * calendar lacks, stored before the forms checked dates (2026-02-31), counts on past its
 * month's end; anything else comes back as it was: the file is always written.
 */
export function nextDay(date: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!parts) return date;
  const d = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]) + 1));
  return Number.isNaN(d.getTime()) ? date : d.toISOString().slice(0, 10);
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A whole calendar; `stamp` is the DTSTAMP (UTC, e.g. 20261122T120000Z). */
export function icsCalendar(name: string, events: readonly IcsEvent[], stamp: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Artmagazine//artguide//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(event.end))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** DTSTAMP form of a moment. */
export function icsStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}
