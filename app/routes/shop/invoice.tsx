import { data } from "react-router";
import { OrderInvoice } from "#app/components/shop/OrderInvoice";
import { stylesheet } from "#app/lib/stylesheet";
import shopCss from "#app/styles/shop.css?url";
import { appContext, ownViewer } from "#workers/context";
import { shopContext } from "#workers/services/shop/shopService";
import type { Route } from "./+types/invoice";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

/** An order's invoice (the invoice site section: no top navigation, no subscribe ad), visible only to its buyer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = ownViewer(context.get(appContext));
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const order = viewer && id ? await context.get(shopContext).invoice(viewer.id, id) : null;
  if (!order) throw data("There is no such invoice.", { status: 404 });
  return { order };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Invoice ${loaderData.order.id} | Artmagazine` : "Invoice not found | Artmagazine" },
    { name: "robots", content: "noindex" },
  ];
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return <OrderInvoice order={order} back={{ to: `/order/${order.id}`, label: "Back to the order" }} />;
}
