import { formatPrice, shippingCents, shippingRegion } from "../../../machines/rules/shop";
import type { CartRecord } from "../../../workers/db/shopCart";

/** Subtotal, shipping by region and total (spec 1 §9: US $15 + $6 each extra; elsewhere $30 + $10). */
export function CartTotals({ cart }: { cart: CartRecord }) {
  const physical = cart.lines.filter((l) => l.format !== "digital").reduce((n, l) => n + l.quantity, 0);
  const subtotal = cart.lines.reduce((n, l) => n + l.priceCents * l.quantity, 0);
  const region = shippingRegion(cart.shipToBilling, cart.billingCountry, cart.shippingCountry);
  const shipping = shippingCents(physical, region);
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  return (
    <dl className="shop-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatPrice(subtotal)}</dd>
      </div>
      <div>
        <dt>Shipping ({region === "us" ? "United States" : "international"})</dt>
        <dd>{physical === 0 ? "none" : formatPrice(shipping)}</dd>
      </div>
      <div className="shop-totals__total">
        <dt>Total</dt>
        <dd>{money(subtotal + shipping)}</dd>
      </div>
    </dl>
  );
}
