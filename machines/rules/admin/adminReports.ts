/**
 * The admin's reports (invoices, registration tally, subscriber geolocation)
 * and users screens: their texts, and the pure rules behind them (periods,
 * totals per currency, CSV cells, chart scales, role changes).
 */

import { reportDate, reportTick } from "#machines/rules/calendar/dates";
import { addDays } from "#machines/rules/guide/guide";
import { countNoun } from "#machines/rules/shell/paging";

/** Days shown at most per grouping, so a chart keeps readable bars; and the same span in words. */
export const SPAN_DAYS: Record<Grouping, number> = { day: 92, week: 371, month: 3660 };
export const SPAN_LABEL: Record<Grouping, string> = { day: "92 days", week: "53 weeks", month: "10 years" };

export const REPORT_TEXTS = {
  reportsTitle: "reports",
  reportsLede: "Sales, sign-ups and where the readers are, from the live database.",
  invoicesTitle: "invoices",
  invoicesLede: "Orders and subscriptions together, newest first. Totals count every invoice the filters select.",
  registrationsTitle: "user registration tally",
  geolocationTitle: "subscriber geolocation",
  geolocationLede:
    "Active subscriptions by delivery country; in the United States and Canada also by state and province where the address names one.",
  usersTitle: "users",
  usersLede: "Find an account by name or e-mail address.",
  from: "From",
  to: "To",
  kind: "Kind",
  status: "Status",
  anyKind: "Orders and subscriptions",
  anyStatus: "Any status",
  apply: "Apply",
  find: "Find",
  searchLabel: "Name or e-mail",
  downloadCsv: "Download CSV",
  totals: "Totals",
  invoiceCount: (n: number) => countNoun(n, "invoice", "invoices"),
  noInvoices: "No invoices match these filters.",
  noUsers: "No account matches this search.",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pastLastPage: (page: number, pages: number) =>
    `There is no page ${page}: this list has ${countNoun(pages, "page", "pages")}.`,
  groupBy: "Group by",
  chartTitle: (grouping: Grouping) => `Registrations per ${grouping}`,
  chartDesc: (total: number, from: string, to: string) =>
    `${countNoun(total, "registration", "registrations")} from ${from} to ${to}; the table below gives each bar's figure.`,
  mapTitle: "Active subscribers by country",
  mapDesc: (countries: number, total: number) =>
    `${countNoun(total, "active subscriber", "active subscribers")} in ${countNoun(countries, "country", "countries")}; darker means more. The table below lists each country.`,
  country: "Country",
  region: "State or province",
  subscribers: "Subscribers",
  share: "Share",
  noSubscribers: "There are no active subscribers yet.",
  userNotFound: "There is no such user.",
  invoiceNotFound: "There is no such invoice.",
  badFilter: "Please correct the filters marked below.",
  roles: "Roles",
  admin: "Admin",
  guideAdmin: "Art guide admin",
  grant: (role: string) => `Make ${role.toLowerCase()}`,
  revoke: (role: string) => `Remove ${role.toLowerCase()}`,
  roleGranted: (role: string) => `${role} role given.`,
  roleRevoked: (role: string) => `${role} role removed.`,
  lastAdmin: "This is the last admin account: make another account admin first, then remove this one's role.",
  disable: "Disable account",
  enable: "Enable account",
  disabledNotice: "Account disabled: its sessions have ended and it cannot sign in.",
  enabledNotice: "Account enabled: it can sign in again.",
  disableSelf: "You cannot disable your own account.",
  disabledBadge: "Disabled",
  sendRecovery: "Send a recovery e-mail",
  recoverySent: (email: string) => `A recovery e-mail is on its way to ${email}.`,
  recoveryDisabled: "Enable the account before sending it a recovery e-mail.",
  badAction: "That action is not available on this page.",
  orders: "Orders",
  subscriptions: "Subscriptions",
  myguide: "Saved in myguide",
  signIns: "Sign-ins",
  noOrders: "No orders.",
  noSubscriptions: "No subscriptions.",
  noSignIns: "No sign-in recorded yet.",
  registered: "Registered",
  accountDisabled: "This account has been disabled. Please use the contact page if you think this is a mistake.",
  badDate: "Enter a date as YYYY-MM-DD.",
  dateOrder: "The end date must be on or after the start date.",
  badPage: "The page number must be a whole number from 1 to 10000.",
  badKind: "Choose orders, subscriptions or both.",
  badStatus: "Choose a status from the list.",
  badGrouping: "Group by day, week or month.",
  /** A range longer than a grouping can chart keeps its last part, and says so. */
  rangeShortened: (asked: string, shown: string, grouping: string, limit: string) =>
    `Per ${grouping} the chart shows at most ${limit}: it starts on ${shown}, not ${asked}. Group per ${grouping === "day" ? "week or month" : "month"} to see more.`,
  badQuery: "Search for at most 100 characters.",
  badId: "A user's address ends in their number.",
} as const;

export const REPORT_PAGE_SIZE = 25;
/** Page numbers above this are refused as malformed. */
export const MAX_PAGE = 10_000;

export const INVOICE_KINDS = ["order", "subscription"] as const;
/** Every status an order or a subscription can have. */
export const INVOICE_STATUSES = ["pending", "paid", "active", "failed", "cancelled", "expired", "refunded"] as const;

export const GROUPINGS = ["day", "week", "month"] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** The roles an admin can give and take on the users screen, with the column each one is. */
export const ROLES = {
  admin: { label: REPORT_TEXTS.admin, column: "is_admin" },
  guideadmin: { label: REPORT_TEXTS.guideAdmin, column: "is_artguide_admin" },
} as const;
export type RoleName = keyof typeof ROLES;

/** The period a day falls in: the day itself, the Monday of its week, or 'YYYY-MM'. */
export function periodOf(day: string, grouping: Grouping): string {
  if (grouping === "day") return day;
  if (grouping === "month") return day.slice(0, 7);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The period after one (as periodOf names them). */
function nextPeriod(period: string, grouping: Grouping): string {
  if (grouping === "day") return addDays(period, 1);
  if (grouping === "week") return addDays(period, 7);
  const [y, m] = period.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

export interface PeriodCount {
  period: string;
  count: number;
}

/**
 * Counts per day summed into periods from `from` to `to`, oldest first, every
 * period present (a period without any counts 0), so a chart shows its gaps.
 */
export function countsByPeriod(
  days: readonly { day: string; count: number }[],
  grouping: Grouping,
  from: string,
  to: string,
): PeriodCount[] {
  const sums = new Map<string, number>();
  for (const d of days) {
    if (d.day < from || d.day > to) continue;
    const period = periodOf(d.day, grouping);
    sums.set(period, (sums.get(period) ?? 0) + d.count);
  }
  const out: PeriodCount[] = [];
  const last = periodOf(to, grouping);
  for (let p = periodOf(from, grouping); p <= last; p = nextPeriod(p, grouping))
    out.push({ period: p, count: sums.get(p) ?? 0 });
  return out;
}

/** A period as people read it: "3 Mar 2026", "week of 2 Mar 2026", "Mar 2026". */
export function periodLabel(period: string, grouping: Grouping): string {
  if (grouping === "month") return reportDate(`${period.slice(0, 7)}-01`, true);
  const day = reportDate(period);
  return grouping === "week" ? `week of ${day}` : day;
}

/** A short axis label: "3 Mar", "Mar 26". */
export function periodTick(period: string, grouping: Grouping): string {
  return grouping === "month" ? reportTick(`${period.slice(0, 7)}-01`, true) : reportTick(period);
}

/** A round top for a chart's scale: 1, 2 or 5 times a power of ten, at least the largest value (and 1). */
export function niceCeiling(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

export interface CurrencyTotal {
  currency: string;
  cents: number;
  count: number;
}

/** Amounts summed per currency (never across currencies), currencies in alphabetical order; a row may stand for `count` invoices. */
export function totalsByCurrency(
  rows: readonly { currency: string; amountCents: number; count?: number }[],
): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, cents: 0, count: 0 };
    total.cents += row.amountCents;
    total.count += row.count ?? 1;
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * One CSV cell: a text a spreadsheet would run as a formula (starting with
 * = + - @, tab or carriage return) gets a leading apostrophe; a cell with a
 * comma, quote or line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as CSV text: comma-separated, CRLF line ends, a final line end. */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** The invoices CSV's header row. */
export const INVOICE_CSV_HEADER = [
  "kind",
  "id",
  "date",
  "status",
  "customer",
  "email",
  "country",
  "description",
  "currency",
  "amount",
] as const;

/** Cents as a plain decimal for a spreadsheet: 123456 → "1234.56", -5 → "-0.05". */
export function centsAsDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Shade steps of the choropleth, lightest first (0 means no subscribers). */
export const SHADE_STEPS = 5;

/** The shade of a count on a map whose largest count is `max`: 0 for none, else 1..SHADE_STEPS on a square-root scale. */
export function shadeOf(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.min(SHADE_STEPS, Math.ceil(Math.sqrt(count / max) * SHADE_STEPS)));
}

/** A share of a total as a percentage with one decimal: "12.5 %". */
export function shareText(count: number, total: number): string {
  return total > 0 ? `${((count / total) * 100).toFixed(1)} %` : "0.0 %";
}

/** How many pages a list of `total` items has (an empty list has one). */
export function pagesOf(total: number, pageSize = REPORT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
