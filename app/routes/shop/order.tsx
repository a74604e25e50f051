import { useEffect } from "react";
import { data } from "react-router";
import { Link } from "#app/components/navigation/Link";
import { useCartActor } from "#app/components/shop/CartProvider";
import { ConfirmationPage } from "#app/components/shop/ConfirmationPage";
import { stylesheet } from "#app/lib/stylesheet";
import shopCss from "#app/styles/shop.css?url";
import { formatPrice } from "#machines/rules/shop/money";
import { orderStanding } from "#machines/rules/shop/orderTexts";
import { shopContext } from "#workers/services/shop/shopService";
import type { Route } from "./+types/order";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

/** The order confirmation, visible only to its buyer (anyone else gets 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.get(shopContext).order(params.id);
  if (!found) throw data("There is no such order.", { status: 404 });
  const { order, stillInStock } = found;
  return { order, standing: orderStanding(order, stillInStock) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Order ${loaderData.order.id} | Artmagazine` : "Order not found | Artmagazine" }];
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const { order, standing } = loaderData;
  const cart = useCartActor();
  // The order emptied the server cart (a declined one filled it again): the header widget reads it again.
  useEffect(() => cart.send({ type: "RELOAD" }), [cart]);
  const paid = order.status === "paid";
  return (
    <ConfirmationPage kicker={`Order ${order.id}`} heading={standing.heading} headingTestId="order-heading">
      <p data-testid="order-status">{standing.detail}</p>
      <ul className="shop-lines">
        {order.lines.map((l) => (
          <li key={l.position} className="shop-line shop-line--plain">
            <div className="shop-line__body">
              <p className="shop-line__title">{l.title}</p>
              <p className="meta">
                {l.format} · Quantity {l.quantity}
              </p>
            </div>
            <p className="shop-line__price">{formatPrice(l.unitPriceCents * l.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="shop-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPrice(order.subtotalCents)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{order.shippingCents === 0 ? "none" : formatPrice(order.shippingCents)}</dd>
        </div>
        <div className="shop-totals__total">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPrice(order.totalCents)}</dd>
        </div>
      </dl>
      <p className="shop-actions">
        {paid && (
          <Link className="button" to={`/invoice/${order.id}`} data-testid="invoice-link">
            View invoice
          </Link>
        )}
        {standing.cartLink && (
          <Link className="button" to="/cart" data-testid="order-cart-link">
            {standing.cartLink}
          </Link>
        )}{" "}
        <Link className="button button--secondary" to="/print/archive">
          Back to the issues
        </Link>
      </p>
    </ConfirmationPage>
  );
}
