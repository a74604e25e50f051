import * as v from "valibot";
import {
  GROUPINGS,
  type Grouping,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  MAX_PAGE,
  REPORT_TEXTS,
  SPAN_DAYS,
} from "#machines/rules/admin/adminReports";
import { calendarDate } from "#machines/rules/forms/fieldRules";
import { addDays } from "#machines/rules/guide/guide";
import type { InvoiceFilter } from "#workers/db/admin/reports";
import type { FieldErrors } from "./adminForms";

/**
 * The reports' and users screens' search parameters, checked with valibot:
 * a parameter left empty takes its default, a malformed one is a field error
 * the page shows (answered 400), never a failed query.
 */

export type ParsedParams<T> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

const day = calendarDate(REPORT_TEXTS.badDate);
const page = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, REPORT_TEXTS.badPage),
  v.transform(Number),
  v.minValue(1, REPORT_TEXTS.badPage),
  v.maxValue(MAX_PAGE, REPORT_TEXTS.badPage),
);
const orEmpty = <T extends v.GenericSchema<string, unknown>>(schema: T) =>
  v.union([
    v.pipe(
      v.literal(""),
      v.transform(() => null),
    ),
    schema,
  ]);

function paramsOf(url: URL, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) out[name] = url.searchParams.get(name) ?? "";
  return out;
}

function errorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join(".") ?? "form";
    // A union's own message is generic: the last branch's message names the rule.
    errors[key] ??= issue.issues?.at(-1)?.message ?? issue.message;
  }
  return errors;
}

const InvoiceParams = v.pipe(
  v.object({
    from: orEmpty(day),
    to: orEmpty(day),
    kind: orEmpty(v.picklist(INVOICE_KINDS, REPORT_TEXTS.badKind)),
    status: orEmpty(v.picklist(INVOICE_STATUSES, REPORT_TEXTS.badStatus)),
    page: orEmpty(page),
  }),
  v.forward(
    v.check((p) => !p.from || !p.to || p.from <= p.to, REPORT_TEXTS.dateOrder),
    ["to"],
  ),
);

export interface InvoiceParams {
  filter: InvoiceFilter;
  page: number;
}

/** The invoices' filters: by default the last 365 days up to today, both kinds, any status, page 1. */
export function parseInvoiceParams(url: URL, today: string): ParsedParams<InvoiceParams> {
  const values = paramsOf(url, ["from", "to", "kind", "status", "page"]);
  const parsed = v.safeParse(InvoiceParams, values);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.issues), values };
  const p = parsed.output;
  const to = p.to ?? today;
  return {
    ok: true,
    value: {
      filter: { from: p.from ?? addDays(to, -364), to, kind: p.kind, status: p.status },
      page: p.page ?? 1,
    },
  };
}

const RegistrationParams = v.pipe(
  v.object({
    group: orEmpty(v.picklist(GROUPINGS, REPORT_TEXTS.badGrouping)),
    from: orEmpty(day),
    to: orEmpty(day),
  }),
  v.forward(
    v.check((p) => !p.from || !p.to || p.from <= p.to, REPORT_TEXTS.dateOrder),
    ["to"],
  ),
);

export interface RegistrationParams {
  grouping: Grouping;
  from: string;
  to: string;
  /** The start the reader asked for, when the range was longer than the grouping can show (else null). */
  askedFrom: string | null;
}

/**
 * The tally's grouping and range: by default per week over the last year; per
 * day the default range is the last 60 days. A range longer than the grouping
 * can show keeps its last part.
 */
export function parseRegistrationParams(url: URL, today: string): ParsedParams<RegistrationParams> {
  const values = paramsOf(url, ["group", "from", "to"]);
  const parsed = v.safeParse(RegistrationParams, values);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.issues), values };
  const grouping = parsed.output.group ?? "week";
  const to = parsed.output.to ?? today;
  const earliest = addDays(to, -(SPAN_DAYS[grouping] - 1));
  const from = parsed.output.from ?? addDays(to, grouping === "day" ? -59 : grouping === "week" ? -364 : -729);
  const shortened = from < earliest;
  return { ok: true, value: { grouping, from: shortened ? earliest : from, to, askedFrom: shortened ? from : null } };
}

const UserSearchParams = v.object({
  q: v.pipe(v.string(), v.trim(), v.maxLength(100, REPORT_TEXTS.badQuery)),
  page: orEmpty(page),
});

export function parseUserSearchParams(url: URL): ParsedParams<{ q: string; page: number }> {
  const values = paramsOf(url, ["q", "page"]);
  const parsed = v.safeParse(UserSearchParams, values);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.issues), values };
  return { ok: true, value: { q: parsed.output.q, page: parsed.output.page ?? 1 } };
}

/** A numeric id from the path (a user, an order, a subscription): digits only, else null. */
export function pathIdOf(text: string | undefined): number | null {
  const parsed = v.safeParse(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)), text ?? "");
  return parsed.success ? parsed.output : null;
}

/** The user page's actions, as posted by its buttons. */
export const UserActionSchema = v.variant(
  "intent",
  [
    v.object({ intent: v.literal("grant"), role: v.picklist(["admin", "guideadmin"], REPORT_TEXTS.badAction) }),
    v.object({ intent: v.literal("revoke"), role: v.picklist(["admin", "guideadmin"], REPORT_TEXTS.badAction) }),
    v.object({ intent: v.literal("disable") }),
    v.object({ intent: v.literal("enable") }),
    v.object({ intent: v.literal("recover") }),
  ],
  REPORT_TEXTS.badAction,
);
