/**
 * The admin menus and the venue opening-hours editor: the menu texts verbatim,
 * the day and half-hour choices, and how saved rows read on the venue block.
 */

export interface AdminMenuEntry {
  /** The entry's text, verbatim from the spec. */
  label: string;
  /** Sub-pages of the entry, verbatim; the parent of a page is found by matching its category to one of these. */
  pages: readonly string[];
}

export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  {
    label: "reports",
    pages: ["invoices", "user registration tally", "subscriber geolocation", "email marketer statistics"],
  },
  {
    label: "artguide",
    pages: ["locations", "location groups", "exhibitions", "must-see", "featured lists", "notifications"],
  },
  { label: "instagram", pages: [] },
  { label: "users", pages: [] },
  {
    label: "newsletter",
    pages: [
      "archive",
      "dispatch",
      "print",
      "shows",
      "video",
      "stationary",
      "artguide",
      "segment lists",
      "maintenance tools",
    ],
  },
  { label: "help", pages: [] },
];

export const ARTGUIDE_ADMIN_MENU: readonly string[] = [
  "artguide",
  "locations",
  "exhibitions",
  "members",
  "notifications",
  "must see",
  "citypages",
  "featured lists",
  "groups",
  "help",
  "CMS",
  "CRM",
  "logout",
];

/** A menu text as a path segment: "user registration tally" → "user-registration-tally". */
export function menuSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The parent entry of a category: the entry with a sub-page of that name, else the entry of that name. */
export function parentMenuOf(category: string): AdminMenuEntry | undefined {
  const slug = menuSlug(category);
  return (
    ADMIN_MENU.find((entry) => entry.pages.some((page) => menuSlug(page) === slug)) ??
    ADMIN_MENU.find((entry) => menuSlug(entry.label) === slug)
  );
}

/** How much of a refused address value the error repeats (an address can be kilobytes long). */
const SHOWN_VALUE_LENGTH = 40;

/** The admin's 400 for a value in the address it cannot use: the parameter, its value and the rule. */
export function badAddressValue(name: string, value: string, rule: string): string {
  // Control characters are never repeated back; a long value is cut.
  const shown = value.replace(/\p{Cc}/gu, "").slice(0, SHOWN_VALUE_LENGTH);
  const cut = shown.length < value.length ? "…" : "";
  return `The address gives ${name}=“${shown}${cut}”, which this screen cannot use. ${rule}`;
}

export const ADMIN_TEXTS = {
  badRequestTitle: "Check the address",
  backToScreen: "Open this screen without the bad value",
  forbiddenTitle: "Not allowed",
  forbidden: "This page is for the site's editors. Your account does not have access to it.",
  byAppointment: "by appointment only",
  addAnotherDate: "+ add another date",
  removeRow: "remove",
  saved: "Saved.",
  deleted: "Deleted.",
} as const;

/** Day choices of an hours row: Mon to Sun, or daily. */
export const HOURS_DAYS = ["daily", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type HoursDay = (typeof HOURS_DAYS)[number];

/** Half-hour steps 00:00 to 23:30. */
export const HOURS_TIMES: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);

/** "13:30" → "1:30 PM"; "00:00" → "12:00 AM". */
export function timeAmPm(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const suffix = h < 12 ? "AM" : "PM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** One row of a venue's opening hours. */
export interface HoursRow {
  day_from: HoursDay;
  day_until: HoursDay;
  hour_from: string;
  hour_until: string;
}

export const NEW_HOURS_ROW: HoursRow = { day_from: "Tue", day_until: "Sat", hour_from: "10:00", hour_until: "18:00" };

/** Daily on one side of a row means daily on both: the editor's rule, which the server applies too. */
export function withDailyRule<Row extends { day_from: string; day_until: string }>(row: Row): Row {
  return row.day_from === "daily" || row.day_until === "daily"
    ? { ...row, day_from: "daily", day_until: "daily" }
    : row;
}

/** A row can be removed while another remains: the editor always keeps one. */
export function canRemoveHoursRow(rowCount: number): boolean {
  return rowCount > 1;
}

/** The rows without row `index`; the same rows when it cannot go (the last one, or no such row). */
export function withoutHoursRow<Row>(rows: readonly Row[], index: number): Row[] {
  if (!canRemoveHoursRow(rows.length) || !Number.isInteger(index) || index < 0 || index >= rows.length)
    return [...rows];
  return rows.filter((_, i) => i !== index);
}

/** The intent of a row's remove button: `remove_row:{index}`, so the form posts which row without JavaScript. */
export const REMOVE_ROW_INTENT = "remove_row:";

/** The row a posted intent removes, or null when the intent is not a removal. */
export function removedRowOf(intent: string | undefined): number | null {
  const m = /^remove_row:(\d{1,2})$/.exec(intent ?? "");
  return m ? Number(m[1]) : null;
}

/** The form field name of a row's part: hours_parts[i][day_from] etc. */
export function hoursFieldName(index: number, part: keyof HoursRow): string {
  return `hours_parts[${index}][${part}]`;
}

/** The hours line shown on the venue block: "Tue–Sat 10:00 AM–6:00 PM; Daily 12:00 PM–4:00 PM", or the appointment text. */
export function formatHours(rows: readonly HoursRow[], byAppointment: boolean): string {
  if (byAppointment) return "By appointment only";
  return rows
    .map((row) => {
      const days =
        row.day_from === "daily"
          ? "Daily"
          : row.day_from === row.day_until
            ? row.day_from
            : `${row.day_from}–${row.day_until}`;
      return `${days} ${timeAmPm(row.hour_from)}–${timeAmPm(row.hour_until)}`;
    })
    .join("; ");
}
