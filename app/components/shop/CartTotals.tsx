import { type CartItem, physicalCount, subtotalCents } from "#machines/rules/shop/cartItems";
import { formatPrice } from "#machines/rules/shop/money";

import { type ShippingRegion, shippingCents } from "#machines/rules/shop/shop";

/**
 * Subtotal, shipping and total (US $15 + $6 each extra; elsewhere
 * $30 + $10). With a region (checkout) one rate applies; without one (the
 * cart) both rates show and the total uses the US rate until an address is known.
 */
export function CartTotals({ items, region = null }: { items: readonly CartItem[]; region?: ShippingRegion | null }) {
  const physical = physicalCount(items);
  const subtotal = subtotalCents(items);
  const us = shippingCents(physical, "us");
  const international = shippingCents(physical, "international");
  const shipping = region === "international" ? international : us;
  return (
    <dl className="shop-totals" data-testid="cart-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatPrice(subtotal)}</dd>
      </div>
      {physical === 0 ? (
        <div>
          <dt>Shipping</dt>
          <dd>none</dd>
        </div>
      ) : region ? (
        <div>
          <dt>Shipping ({region === "us" ? "United States" : "international"})</dt>
          <dd>{formatPrice(shipping)}</dd>
        </div>
      ) : (
        <>
          <div>
            <dt>Shipping, United States</dt>
            <dd>{formatPrice(us)}</dd>
          </div>
          <div>
            <dt>Shipping, rest of world</dt>
            <dd>{formatPrice(international)}</dd>
          </div>
        </>
      )}
      <div className="shop-totals__total">
        <dt>{region || physical === 0 ? "Total" : "Total (U.S.)"}</dt>
        <dd data-testid="cart-total">{formatPrice(subtotal + shipping)}</dd>
      </div>
    </dl>
  );
}
