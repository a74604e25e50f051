import { data } from "react-router";
import { Field } from "#app/components/admin/AdminShell";
import { ADMIN } from "#app/components/admin/adminLinks";
import { DateRangeFields } from "#app/components/admin/DateRangeFields";
import { FilterError } from "#app/components/admin/FilterError";
import { Pager } from "#app/components/admin/Pager";
import { ReportFilterForm } from "#app/components/admin/ReportFilterForm";
import { Link } from "#app/components/navigation/Link";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { INVOICE_STATUSES, REPORT_TEXTS, totalsByCurrency } from "#machines/rules/admin/adminReports";
import { formatMoney } from "#machines/rules/shop/money";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { parseInvoiceParams } from "#workers/services/admin/adminReportFilters";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/invoices";

const PATH = `${ADMIN}/reports/invoices`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const url = new URL(request.url);
  const today = new Date().toISOString().slice(0, 10);
  const parsed = parseInvoiceParams(url, today);
  if (!parsed.ok) return data({ ...parsed, query: url.search }, { status: 400, headers: PRIVATE });
  const { filter, page } = parsed.value;
  const { sums, total, pages, rows } = await admin.invoices.page(filter, page);
  return data(
    {
      ok: true as const,
      filter,
      page,
      pages,
      total,
      rows,
      totals: totalsByCurrency(sums),
      byKind: sums,
      query: url.search,
    },
    { status: page > pages ? 404 : 200, headers: PRIVATE },
  );
}

export function meta() {
  return [{ title: `${REPORT_TEXTS.invoicesTitle} | admin | Artmagazine` }, { name: "robots", content: "noindex" }];
}

const dateOf = (iso: string) => iso.slice(0, 10);

/** Reports → invoices: orders and subscriptions with filters, totals per currency, pages and a CSV export. */
export default function Invoices({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const values = d.ok
    ? { from: d.filter.from, to: d.filter.to, kind: d.filter.kind ?? "", status: d.filter.status ?? "" }
    : d.values;
  const errors = d.ok ? {} : d.errors;
  const params = new URLSearchParams(d.query);
  params.delete("page");
  const csvParams = new URLSearchParams(params);
  if (d.ok) {
    csvParams.set("from", d.filter.from);
    csvParams.set("to", d.filter.to);
  }
  return (
    <section className="admin-page admin-report">
      <header className="admin-page__head">
        <div>
          <p className="admin-kicker">{REPORT_TEXTS.reportsTitle}</p>
          <h1 className="admin-page__title">{REPORT_TEXTS.invoicesTitle}</h1>
        </div>
        {d.ok && (
          <a className="button button--secondary" href={`${PATH}.csv?${csvParams}`} download data-testid="invoices-csv">
            {REPORT_TEXTS.downloadCsv}
          </a>
        )}
      </header>
      <p className="admin-page__lede">{REPORT_TEXTS.invoicesLede}</p>
      <ReportFilterForm testId="invoice-filters">
        <DateRangeFields values={values} errors={errors} />
        <Field label={REPORT_TEXTS.kind} name="kind" error={errors.kind}>
          <select id="f-kind" name="kind" defaultValue={values.kind}>
            <option value="">{REPORT_TEXTS.anyKind}</option>
            <option value="order">{REPORT_TEXTS.orders}</option>
            <option value="subscription">{REPORT_TEXTS.subscriptions}</option>
          </select>
        </Field>
        <Field label={REPORT_TEXTS.status} name="status" error={errors.status}>
          <select id="f-status" name="status" defaultValue={values.status}>
            <option value="">{REPORT_TEXTS.anyStatus}</option>
            {INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
      </ReportFilterForm>
      {!d.ok ? (
        <FilterError errors={errors} values={values} />
      ) : (
        <>
          <dl className="admin-totals" data-testid="invoice-totals">
            <div>
              <dt>{REPORT_TEXTS.totals}</dt>
              <dd>{REPORT_TEXTS.invoiceCount(d.total)}</dd>
            </div>
            {d.totals.map((t) => (
              <div key={t.currency}>
                <dt>{t.currency}</dt>
                <dd data-testid={`total-${t.currency}`}>{formatMoney(t.cents, t.currency)}</dd>
              </div>
            ))}
            {d.byKind.map((k) => (
              <div key={`${k.kind}-${k.currency}`} className="admin-totals__minor">
                <dt>{k.kind === "order" ? REPORT_TEXTS.orders : REPORT_TEXTS.subscriptions}</dt>
                <dd>
                  {formatMoney(k.amountCents, k.currency)} · {k.count}
                </dd>
              </div>
            ))}
          </dl>
          {d.page > d.pages ? (
            <p className="alert alert--error" role="alert" data-testid="past-last-page">
              {REPORT_TEXTS.pastLastPage(d.page, d.pages)}{" "}
              <Link to={`${PATH}?${params}`}>{REPORT_TEXTS.pageOf(1, d.pages)}</Link>
            </p>
          ) : d.rows.length === 0 ? (
            <p className="admin-notice">{REPORT_TEXTS.noInvoices}</p>
          ) : (
            <table className="admin-table admin-table--invoices" data-testid="invoices-table">
              <ColumnHeads text={["Invoice", "Date", "Customer", "Item", "Status"]} figures={["Amount"]} />
              <tbody>
                {d.rows.map((r) => (
                  <tr key={`${r.kind}-${r.id}`}>
                    <td>
                      <Link to={`${PATH}/${r.kind}/${r.id}`}>
                        {r.kind === "order" ? "Order" : "Subscription"} {r.id}
                      </Link>
                    </td>
                    <td className="admin-nowrap">{dateOf(r.createdAt)}</td>
                    <td>
                      {r.userId ? <Link to={`${ADMIN}/users/${r.userId}`}>{r.username}</Link> : r.email}
                      <span className="admin-sub">{r.country}</span>
                    </td>
                    <td>{r.description}</td>
                    <td>
                      <span className={`admin-status admin-status--${r.status}`}>{r.status}</span>
                    </td>
                    <td className="num">{formatMoney(r.amountCents, r.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager path={PATH} params={params} page={Math.min(d.page, d.pages)} pages={d.pages} />
        </>
      )}
    </section>
  );
}
