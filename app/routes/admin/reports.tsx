import { data } from "react-router";
import { ADMIN, adminHref } from "#app/components/admin/adminLinks";
import { Link } from "#app/components/navigation/Link";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { ADMIN_MENU } from "#machines/rules/admin/admin";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import { countNoun } from "#machines/rules/shell/paging";
import { formatMoney } from "#machines/rules/shop/money";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/reports";

/** The reports' overview: each report with its headline figure over the last 30 days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  return data(await admin.reports.overview(), { headers: PRIVATE });
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
      note: `active subscribers in ${countNoun(d.countries, "country", "countries")}`,
    },
    "email marketer statistics": {
      figure: String(d.delivered),
      note: `mails delivered from ${countNoun(d.dispatches, "dispatch", "dispatches")} in the last 30 days`,
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
