import { data } from "react-router";
import { Link } from "#app/components/navigation/Link";
import { stylesheet } from "#app/lib/stylesheet";
import shopCss from "#app/styles/shop.css?url";
import { formatPrice } from "#machines/rules/shop";
import { appContext } from "#workers/context";
import { getOrder } from "#workers/db/orders";
import type { Route } from "./+types/invoice";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

/** An order's invoice (the invoice site section: no top navigation, no subscribe ad), visible only to its buyer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const order = app.viewer && id ? await getOrder(app.db, app.viewer.id, id) : null;
  if (!order) throw data("There is no such invoice.", { status: 404 });
  return { order };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Invoice ${loaderData.order.id} | Artmagazine` : "Invoice not found | Artmagazine" },
    { name: "robots", content: "noindex" },
  ];
}

function Address({ title, address }: { title: string; address: Record<string, string> }) {
  const a = (k: string) => address[k] ?? "";
  const lines = [
    `${a("firstName")} ${a("lastName")}`.trim(),
    a("company"),
    a("address1"),
    a("address2"),
    [a("city"), a("state"), a("zip")].filter(Boolean).join(", "),
    a("country"),
  ].filter(Boolean);
  return (
    <div className="invoice__address">
      <h2 className="invoice__label">{title}</h2>
      <address>
        {lines.map((line, i) => (
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </div>
  );
}

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const date = new Date(order.createdAt).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return (
    <div className="page page--narrow shop-page invoice" data-testid="invoice">
      <header className="invoice__head">
        <p className="invoice__brand">Artmagazine</p>
        <div>
          <h1 className="page-title">Invoice {order.id}</h1>
          <p className="meta">
            {date} ·{" "}
            {order.status === "paid" ? "Paid" : order.status === "failed" ? "Payment declined" : "Awaiting payment"}
          </p>
        </div>
      </header>
      <div className="invoice__addresses">
        <Address title="Billed to" address={order.billing} />
        <Address title="Shipped to" address={order.shipping} />
      </div>
      <table className="invoice__lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Format</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.position}>
              <td>{l.title}</td>
              <td>{l.format}</td>
              <td className="num">{l.quantity}</td>
              <td className="num">{formatPrice(l.unitPriceCents)}</td>
              <td className="num">{formatPrice(l.unitPriceCents * l.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Subtotal
            </th>
            <td className="num">{formatPrice(order.subtotalCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              Shipping
            </th>
            <td className="num">{formatPrice(order.shippingCents)}</td>
          </tr>
          <tr className="invoice__total">
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td className="num" data-testid="invoice-total">{`$${(order.totalCents / 100).toFixed(2)}`}</td>
          </tr>
        </tfoot>
      </table>
      <p className="meta">
        Sent to {order.email}. Questions about this invoice: reply to your order confirmation or use the contact page.
      </p>
      <p className="shop-actions invoice__actions">
        <Link className="button button--secondary" to={`/order/${order.id}`}>
          Back to the order
        </Link>
      </p>
    </div>
  );
}
