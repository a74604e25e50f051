import { data } from "react-router";
import { ADMIN, adminHref } from "#app/components/admin/adminLinks";
import { Link } from "#app/components/navigation/Link";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { ADMIN_MENU } from "#machines/rules/admin/admin";
import { REPORT_TEXTS, totalsByCurrency } from "#machines/rules/admin/adminReports";
import { addDays } from "#machines/rules/guide/guide";
import { formatMoney } from "#machines/rules/shop/money";

import { appContext } from "#workers/context";

import { activeSubscribersByPlace, registrationsPerDay, sumInvoices } from "#workers/db/admin/reports";

import { dispatchesBetween } from "#workers/db/newsletterAdmin";

import { requireAdminArea } from "#workers/services/admin/adminAccess";

import type { Route } from "./+types/reports";

/** The reports' overview: each report with its headline figure over the last 30 days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const today = new Date().toISOString().slice(0, 10);
  const from = addDays(today, -29);
  const [sums, days, places, dispatches] = await Promise.all([
    sumInvoices(app.db, { from, to: today, kind: null, status: null }, addDays(today, 1)),
    registrationsPerDay(app.db, from, addDays(today, 1)),
    activeSubscribersByPlace(app.db, new Date().toISOString()),
    dispatchesBetween(app.db, from, addDays(today, 1)),
  ]);
  return data(
    {
      totals: totalsByCurrency(sums),
      invoices: sums.reduce((n, s) => n + s.count, 0),
      registrations: days.reduce((n, d) => n + d.count, 0),
      subscribers: places.reduce((n, p) => n + p.count, 0),
      countries: new Set(places.map((p) => p.country)).size,
      dispatches: dispatches.length,
      delivered: dispatches.reduce((n, s) => n + s.delivered, 0),
    },
    { headers: PRIVATE },
  );
}

export function meta() {
  return [{ title: `${REPORT_TEXTS.reportsTitle} | admin | Artmagazine` }, { name: "robots", content: "noindex" }];
}

export default function Reports({ loaderData: d }: Route.ComponentProps) {
  const pages = ADMIN_MENU.find((e) => e.label === "reports")?.pages ?? [];
  const figures: Record<string, { figure: string; note: string }> = {
    invoices: {
      figure: d.totals.map((t) => formatMoney(t.cents, t.currency)).join(" · ") || formatMoney(0, "USD"),
      note: `${REPORT_TEXTS.invoiceCount(d.invoices)} in the last 30 days`,
    },
    "user registration tally": { figure: String(d.registrations), note: "registrations in the last 30 days" },
    "subscriber geolocation": {
      figure: String(d.subscribers),
      note: `active subscribers in ${d.countries} ${d.countries === 1 ? "country" : "countries"}`,
    },
    "email marketer statistics": {
      figure: String(d.delivered),
      note: `mails delivered from ${d.dispatches} ${d.dispatches === 1 ? "dispatch" : "dispatches"} in the last 30 days`,
    },
  };
  return (
    <section className="admin-page admin-report">
      <h1 className="admin-page__title">{REPORT_TEXTS.reportsTitle}</h1>
      <p className="admin-page__lede">{REPORT_TEXTS.reportsLede}</p>
      <div className="admin-figures" data-testid="reports-overview">
        {pages.map((page) => {
          const f = figures[page];
          return (
            <Link key={page} to={adminHref("reports", page)} className="admin-figure">
              <span className="admin-figure__label">{page}</span>
              {f && (
                <>
                  <span className="admin-figure__value">{f.figure}</span>
                  <span className="admin-figure__note">{f.note}</span>
                </>
              )}
            </Link>
          );
        })}
      </div>
      <p className="admin-page__lede">
        <Link to={`${ADMIN}/users`}>users</Link>: find an account, its orders, roles and sign-ins.
      </p>
    </section>
  );
}
