import { data } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { Link } from "#app/components/navigation/Link";
import { stylesheet } from "#app/lib/stylesheet";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import shopCss from "#app/styles/shop.css?url";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import { formatMoney } from "#machines/rules/shop/money";
import { countryName, regionName } from "#machines/rules/shop/northAmericanRegions";

import { appContext } from "#workers/context";

import { subscriptionInvoice } from "#workers/db/adminReports";

import { requireAdminArea } from "#workers/services/adminAccess";

import { pathIdOf } from "#workers/services/adminReportFilters";

import type { Route } from "./+types/subscriptionInvoice";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

/** Any reader's subscription as an invoice, for the admin. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const id = pathIdOf(params.id);
  const subscription = id === null ? null : await subscriptionInvoice(app.db, id);
  if (!subscription) throw data(REPORT_TEXTS.invoiceNotFound, { status: 404, headers: PRIVATE });
  return data({ subscription }, { headers: PRIVATE });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Subscription invoice ${loaderData?.subscription.id ?? ""} | admin | Artmagazine` },
    { name: "robots", content: "noindex" },
  ];
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export default function AdminSubscriptionInvoice({ loaderData }: Route.ComponentProps) {
  const s = loaderData.subscription;
  const place = [s.shipToRegion ? regionName(s.shipToCountry, s.shipToRegion) : "", countryName(s.shipToCountry)]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="page page--narrow shop-page invoice" data-testid="invoice">
      <header className="invoice__head">
        <p className="invoice__brand">Artmagazine</p>
        <div>
          <h1 className="page-title">Subscription invoice {s.id}</h1>
          <p className="meta">
            {longDate(s.createdAt)} · {s.status}
          </p>
        </div>
      </header>
      <div className="invoice__addresses">
        <div className="invoice__address">
          <h2 className="invoice__label">Billed to</h2>
          <address>
            <Link to={`${ADMIN}/users/${s.userId}`}>{s.username}</Link>
            <br />
            {s.email}
            <br />
            {countryName(s.billingCountry)}
          </address>
        </div>
        <div className="invoice__address">
          <h2 className="invoice__label">Delivered to</h2>
          <address>
            {s.giftEmail && (
              <>
                Gift for {s.giftEmail}
                <br />
              </>
            )}
            {place}
          </address>
        </div>
      </div>
      <table className="invoice__lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Runs</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              {s.planTitle} ({s.planId})
            </td>
            <td>
              {longDate(s.startsAt)} – {longDate(s.endsAt)}
            </td>
            <td className="num">{formatMoney(s.priceCents, s.currency)}</td>
          </tr>
        </tbody>
        <tfoot>
          {s.discountCode && (
            <tr>
              <th scope="row" colSpan={3}>
                Discount code {s.discountCode} applied
              </th>
            </tr>
          )}
          <tr className="invoice__total">
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="num" data-testid="invoice-total">
              {formatMoney(s.priceCents, s.currency)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="shop-actions invoice__actions">
        <Link className="button button--secondary" to={`${ADMIN}/reports/invoices`}>
          Back to {REPORT_TEXTS.invoicesTitle}
        </Link>
      </p>
    </div>
  );
}
