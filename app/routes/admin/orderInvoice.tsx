import { data } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { OrderInvoice } from "#app/components/shop/OrderInvoice";
import { stylesheet } from "#app/lib/stylesheet";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import shopCss from "#app/styles/shop.css?url";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { pathIdOf } from "#workers/services/admin/adminReportFilters";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/orderInvoice";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

/** Any reader's order invoice, for the admin: the same document its buyer sees. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const id = pathIdOf(params.id);
  const order = id === null ? null : await admin.invoices.order(id);
  if (!order) throw data(REPORT_TEXTS.invoiceNotFound, { status: 404, headers: PRIVATE });
  return data({ order }, { headers: PRIVATE });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Invoice ${loaderData?.order.id ?? ""} | admin | Artmagazine` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminOrderInvoice({ loaderData }: Route.ComponentProps) {
  return (
    <OrderInvoice
      order={loaderData.order}
      back={{ to: `${ADMIN}/reports/invoices`, label: `Back to ${REPORT_TEXTS.invoicesTitle}` }}
    />
  );
}
