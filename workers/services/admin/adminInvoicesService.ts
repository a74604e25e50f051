import { pagesOf, REPORT_PAGE_SIZE } from "#machines/rules/admin/adminReports";
import { addDays } from "#machines/rules/guide/guide";
import type { AppContext } from "#workers/context";
import {
  type InvoiceFilter,
  listInvoices,
  orderOwner,
  subscriptionInvoice,
  sumInvoices,
} from "#workers/db/admin/reports";
import { getOrder } from "#workers/db/orders";

/** At most this many rows per export: a year of the shop's invoices fits many times over. */
const CSV_MAX_ROWS = 50_000;

/**
 * The invoices report (orders and subscriptions as one list) and any reader's invoice, for
 * the admin. Nothing is cached: the report shows the rows as they are.
 */
export function adminInvoicesService(app: AppContext) {
  const { db } = app;
  return {
    /** The filter's sums per kind and currency, its count and pages, and one page of its invoices (none past the last). */
    page: (filter: InvoiceFilter, page: number) => invoicePage(db, filter, page),
    /** Every invoice the filter selects, newest first, for the CSV export (at most CSV_MAX_ROWS). */
    all: (filter: InvoiceFilter) => listInvoices(db, filter, addDays(filter.to, 1), CSV_MAX_ROWS, 0),
    /** Any reader's order as its invoice shows it, or null when there is none (or its buyer's account is gone). */
    order: async (id: number) => {
      const owner = await orderOwner(db, id);
      return owner === null ? null : getOrder(db, owner, id);
    },
    /** Any reader's subscription as its invoice shows it, or null. */
    subscription: (id: number) => subscriptionInvoice(db, id),
  };
}

async function invoicePage(db: D1Database, filter: InvoiceFilter, page: number) {
  const dayAfter = addDays(filter.to, 1);
  const sums = await sumInvoices(db, filter, dayAfter);
  const total = sums.reduce((n, s) => n + s.count, 0);
  const pages = pagesOf(total);
  const rows =
    page > pages ? [] : await listInvoices(db, filter, dayAfter, REPORT_PAGE_SIZE, (page - 1) * REPORT_PAGE_SIZE);
  return { sums, total, pages, rows };
}
