import { centsAsDecimal, csvText, INVOICE_CSV_HEADER, REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import { addDays } from "#machines/rules/guide/guide";
import { appContext } from "#workers/context";

import { listInvoices } from "#workers/db/admin/reports";

import { requireAdminArea } from "#workers/services/admin/adminAccess";

import { parseInvoiceParams } from "#workers/services/admin/adminReportFilters";

import type { Route } from "./+types/invoicesCsv";

/** At most this many rows per export: a year of the shop's invoices fits many times over. */
const CSV_MAX_ROWS = 50_000;

/** The invoices report as CSV, with the screen's filters (every page at once). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const today = new Date().toISOString().slice(0, 10);
  const parsed = parseInvoiceParams(new URL(request.url), today);
  const headers = { "cache-control": "private, no-store" };
  if (!parsed.ok)
    return new Response(`${REPORT_TEXTS.badFilter} ${Object.values(parsed.errors).join(" ")}\n`, {
      status: 400,
      headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
    });
  const { filter } = parsed.value;
  const rows = await listInvoices(app.db, filter, addDays(filter.to, 1), CSV_MAX_ROWS, 0);
  const body = csvText([
    INVOICE_CSV_HEADER,
    ...rows.map((r) => [
      r.kind,
      r.id,
      r.createdAt,
      r.status,
      r.username,
      r.email,
      r.country,
      r.description,
      r.currency,
      centsAsDecimal(r.amountCents),
    ]),
  ]);
  return new Response(body, {
    headers: {
      ...headers,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="invoices-${filter.from}-to-${filter.to}.csv"`,
    },
  });
}
