/**
 * The admin's newsletter screens and the email marketer statistics report:
 * their texts, the template kinds, the segments and the small pure rules the
 * screens share (segment keys, e-mail normalisation, the CSV import's limits).
 */

import { countNoun } from "#machines/rules/shell/paging";

/** The template kinds of the newsletter menu, in menu order. */
export const NEWSLETTER_KINDS = ["print", "shows", "video", "stationary", "artguide"] as const;
export type NewsletterKind = (typeof NEWSLETTER_KINDS)[number];

/** Kinds filled from one guide city's openings. */
export const CITY_KINDS: readonly NewsletterKind[] = ["shows", "artguide"];

export const KIND_TEXTS: Record<NewsletterKind, { title: string; lede: string; subject: string }> = {
  print: {
    title: "print",
    lede: "The current print issue: its cover line, its description and the articles it holds.",
    subject: "The new issue of Artmagazine",
  },
  shows: {
    title: "shows",
    lede: "This week's openings in one city of the guide, with venue and dates.",
    subject: "Openings this week",
  },
  video: {
    title: "video",
    lede: "The newest videos of the magazine.",
    subject: "New on Artmagazine video",
  },
  stationary: {
    title: "stationary",
    lede: "A plain letter on the magazine's letterhead: the text you write is the whole mail.",
    subject: "A letter from Artmagazine",
  },
  artguide: {
    title: "artguide",
    lede: "The art guide's weekly letter for one city: its openings this week and where to find them.",
    subject: "Your art guide for the week",
  },
};

export const NEWSLETTER_TEXTS = {
  overviewTitle: "newsletter",
  archiveTitle: "archive",
  archiveLede: "Every dispatch, newest first, with what the mail queue did with it.",
  archiveEmpty: "Nothing has been sent yet.",
  dispatchTitle: "dispatch",
  dispatchLede: "Choose a template and a segment, send yourself a test, then send it to the segment.",
  detailTitle: "Dispatch",
  segmentsTitle: "segment lists",
  segmentsLede:
    "Who a dispatch can go to. Unsubscribed addresses and hard bounces are left out of every segment when it is sent.",
  importTitle: "Import a list from CSV",
  importHint: "One address per line; a first column named email is read as a header. Up to 2,000 rows or 200 KB.",
  maintenanceTitle: "maintenance tools",
  maintenanceLede:
    "Clean the address lists. Each tool shows what it would remove first; nothing changes until you confirm.",
  statsTitle: "email marketer statistics",
  statsLede: "Recipients, delivered, failed and unsubscribed mails per month and per dispatch, from the mail outbox.",
  statsChartTitle: "Newsletter mails per month",
  statsEmpty: "No dispatch in this period.",
  previewTitle: "Preview",
  previewFrame: "Preview of the e-mail",
  composeLink: "Compose with this template",
  testSent: "A test was queued to your address.",
  dispatchQueued: "The dispatch was queued.",
  listImported: "The list was imported.",
  unsubscribeTitle: "Unsubscribe",
  unsubscribeConfirm: "Stop receiving the Artmagazine newsletter at this address?",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You are unsubscribed. No further newsletter will be sent to this address.",
  unsubscribeInvalid: "This unsubscribe link is not valid. Please use the link of a newsletter you received.",
  nothingToRemove: "Nothing to remove.",
} as const;

export const NEWSLETTER_LABELS = {
  template: "Template",
  segment: "Segment",
  city: "City",
  subject: "Subject",
  preheader: "Preview text",
  letter: "Letter",
  sendTest: "Send a test to yourself",
  sendSegment: "Send to segment",
  preview: "Preview",
  listName: "List name",
  csvText: "Paste CSV",
  csvFile: "Or upload a CSV file",
  importButton: "Check and import",
  dryRun: "Dry run",
  confirmRemove: "Remove these addresses",
  recipients: "Recipients",
  delivered: "Delivered",
  failed: "Failed",
  unsubscribed: "Unsubscribed",
  sentAt: "Sent",
  month: "Month",
  from: "From",
  to: "Until",
  show: "Show",
  newer: "Newer",
  older: "Older",
} as const;

export const NEWSLETTER_ERRORS = {
  kind: "Choose a template.",
  segment: "Choose a segment.",
  city: "Choose a city of the guide.",
  subject: "Write a subject of up to 140 characters.",
  preheader: "Keep the preview text to 200 characters.",
  letter: "Write the letter (up to 20,000 characters).",
  key: "This form has expired. Please reload the page and send again.",
  listName: "Name the list (up to 80 characters).",
  csvEmpty: "Paste the CSV or choose a file.",
  csvTooLarge: "The file is larger than 200 KB.",
  csvTooManyRows: "The file has more than 2,000 rows.",
  csvNotText: "The file is not a CSV text file.",
  csvNoValidRows: "No row holds a valid address: nothing was imported.",
  id: "There is no such dispatch.",
  page: "Choose a page number.",
  month: "Choose a month as YYYY-MM.",
  tool: "Choose a maintenance tool.",
  emails: "Run the dry run again: the list to remove was not readable.",
  emptySegment: "This segment has no recipient to send to.",
  intent: "Choose what to do.",
} as const;

/** The message for a CSV that cannot be read: nothing of it is saved. */
export function csvMalformed(line: number): string {
  return `Line ${line}: a quoted field is not closed. Nothing was imported.`;
}

/** The notice after a maintenance confirm. */
export function removedSummary(rows: number): string {
  return `${countNoun(rows, "row", "rows")} removed.`;
}

/** The summary after an import check. */
export function csvSummary(accepted: number, rejected: number): string {
  return `${countNoun(accepted, "address", "addresses")} accepted, ${countNoun(rejected, "row", "rows")} rejected.`;
}

/** Why a CSV row was rejected. */
export const CSV_REASONS = {
  invalid: "not a valid e-mail address",
  duplicate: "duplicate of line",
  empty: "no address",
  tooLong: "longer than 254 characters",
} as const;

export const MAINTENANCE_TOOLS = {
  bounces: {
    title: "Remove hard bounces",
    lede: "Addresses the mail provider reported as hard bounces, from the sign-ups and every custom list.",
  },
  duplicates: {
    title: "Remove duplicate addresses",
    lede: "Addresses that differ only by case or surrounding spaces: the oldest stays, the others go.",
  },
} as const;
export type MaintenanceTool = keyof typeof MAINTENANCE_TOOLS;

/** Import caps: the bytes of the pasted or uploaded CSV, and its rows. */
export const CSV_MAX_BYTES = 200 * 1024;
export const CSV_MAX_ROWS = 2000;

/** Archive page size. */
export const ARCHIVE_PAGE_SIZE = 20;

/** An address as compared for duplicates: no surrounding spaces, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A segment as a form value: everyone signed up, subscribers, one guide city's readers, or a custom list. */
export type Segment =
  | { type: "all" }
  | { type: "subscribers" }
  | { type: "city"; place: string }
  | { type: "list"; id: number };

const SEGMENT_KEY = /^(all|subscribers|city:([a-z0-9]+(?:-[a-z0-9]+)*)|list:([1-9]\d{0,8}))$/;

/** "all", "subscribers", "city:new-york", "list:3" → the segment; anything else → null. */
export function parseSegmentKey(key: string): Segment | null {
  const m = SEGMENT_KEY.exec(key);
  if (!m) return null;
  if (m[1] === "all") return { type: "all" };
  if (m[1] === "subscribers") return { type: "subscribers" };
  if (m[2]) return { type: "city", place: m[2] };
  return { type: "list", id: Number(m[3]) };
}

export function segmentKey(segment: Segment): string {
  switch (segment.type) {
    case "city":
      return `city:${segment.place}`;
    case "list":
      return `list:${segment.id}`;
    default:
      return segment.type;
  }
}

/** A segment's name in lists and the archive. */
export function segmentLabel(segment: Segment, name = ""): string {
  switch (segment.type) {
    case "all":
      return "Everyone signed up";
    case "subscribers":
      return "Subscribers";
    case "city":
      return `Readers in ${name || segment.place}`;
    case "list":
      return `List: ${name || `#${segment.id}`}`;
  }
}

/** Share of a count, as a whole percent ("0 %" for an empty total). */
export function percentOf(part: number, total: number): string {
  return `${total > 0 ? Math.round((part / total) * 100) : 0} %`;
}

/** "2026-03" → "Mar 2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${names[m - 1] ?? "?"} ${y}`;
}

/** The twelve months up to and including `today`'s, oldest first, as "YYYY-MM". */
export function lastTwelveMonths(today: string): string[] {
  const [y, m] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = y * 12 + (m - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

/** Addresses posted back by a confirm form: one per line, each normalised, empty lines dropped. */
export function emailLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map(normaliseEmail)
    .filter((line) => line.length > 0);
}
