import { data } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { Link } from "#app/components/navigation/Link";
import { InvoiceAddress } from "#app/components/shop/InvoiceAddress";
import { InvoiceDocument } from "#app/components/shop/InvoiceDocument";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { stylesheet } from "#app/lib/stylesheet";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import shopCss from "#app/styles/shop.css?url";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import { formatDate } from "#machines/rules/calendar/dates";
import { formatMoney } from "#machines/rules/shop/money";
import { countryName, regionName } from "#machines/rules/shop/northAmericanRegions";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { pathIdOf } from "#workers/services/admin/adminReportFilters";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/subscriptionInvoice";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

/** Any reader's subscription as an invoice, for the admin. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const id = pathIdOf(params.id);
  const subscription = id === null ? null : await admin.invoices.subscription(id);
  if (!subscription) throw data(REPORT_TEXTS.invoiceNotFound, { status: 404, headers: PRIVATE });
  return data({ subscription }, { headers: PRIVATE });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Subscription invoice ${loaderData?.subscription.id ?? ""} | admin | Artmagazine` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminSubscriptionInvoice({ loaderData }: Route.ComponentProps) {
  const s = loaderData.subscription;
  const place = [s.shipToRegion ? regionName(s.shipToCountry, s.shipToRegion) : "", countryName(s.shipToCountry)]
    .filter(Boolean)
    .join(", ");
  return (
    <InvoiceDocument
      title={`Subscription invoice ${s.id}`}
      meta={`${formatDate(s.createdAt)} · ${s.status}`}
      back={{ to: `${ADMIN}/reports/invoices`, label: `Back to ${REPORT_TEXTS.invoicesTitle}` }}
    >
      <div className="invoice__addresses">
        <InvoiceAddress title="Billed to">
          <Link to={`${ADMIN}/users/${s.userId}`}>{s.username}</Link>
          <br />
          {s.email}
          <br />
          {countryName(s.billingCountry)}
        </InvoiceAddress>
        <InvoiceAddress title="Delivered to">
          {s.giftEmail && (
            <>
              Gift for {s.giftEmail}
              <br />
            </>
          )}
          {place}
        </InvoiceAddress>
      </div>
      <table className="invoice__lines">
        <ColumnHeads text={["Item", "Runs"]} figures={["Amount"]} />
        <tbody>
          <tr>
            <td>
              {s.planTitle} ({s.planId})
            </td>
            <td>
              {formatDate(s.startsAt)} – {formatDate(s.endsAt)}
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
    </InvoiceDocument>
  );
}
