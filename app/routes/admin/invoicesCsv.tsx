import { badAddressValue } from "#machines/rules/admin/admin";
import { centsAsDecimal, csvText, INVOICE_CSV_HEADER } from "#machines/rules/admin/adminReports";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { parseInvoiceParams } from "#workers/services/admin/adminReportFilters";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/invoicesCsv";

/** The invoices report as CSV, with the screen's filters (every page at once). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const today = new Date().toISOString().slice(0, 10);
  const parsed = parseInvoiceParams(new URL(request.url), today);
  const headers = { "cache-control": "private, no-store" };
  if (!parsed.ok)
    return new Response(
      `${Object.entries(parsed.errors)
        .map(([name, rule]) => badAddressValue(name, parsed.values[name] ?? "", rule))
        .join("\n")}\n`,
      {
        status: 400,
        headers: { ...headers, "content-type": "text/plain; charset=utf-8" },
      },
    );
  const { filter } = parsed.value;
  const rows = await admin.invoices.all(filter);
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
