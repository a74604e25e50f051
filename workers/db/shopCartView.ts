import type { CartItem } from "#machines/rules/shop/cartItems";
import { centsToAmount, shippingCents, shippingRegion } from "#machines/rules/shop/shop";
import type { CartRecord } from "./shopCart";

/**
 * The server cart as sends it: entries {id, quantity, price,
 * flags_translated, path_purchase, item {id, title, subtitle, inventory},
 * primary_image.path}, shipping {us, international}, subtotal. Amounts in dollars.
 */
export function cartView(record: CartRecord, errors: string[] = []) {
  const physical = record.lines.filter((l) => l.format !== "digital").reduce((n, l) => n + l.quantity, 0);
  const subtotalCents = record.lines.reduce((n, l) => n + l.priceCents * l.quantity, 0);
  const region = shippingRegion(record.shipToBilling, record.billingCountry, record.shippingCountry);
  const shipping = { us: shippingCents(physical, "us"), international: shippingCents(physical, "international") };
  const shippingCentsDue = shipping[region];
  return {
    cart: record.lines.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      price: centsToAmount(l.priceCents),
      flags_translated: l.format,
      format_label: l.formatLabel,
      path_purchase: `/print/${l.slug}/purchase`,
      item: {
        id: l.issueId,
        title: l.title,
        subtitle: l.subtitle,
        inventory: { volume: l.volume, volume_number: l.volumeNumber, ...l.instock },
      },
      primary_image: { path: l.imagePath },
    })),
    shipping: { us: centsToAmount(shipping.us), international: centsToAmount(shipping.international) },
    shippingByRegion: region,
    subtotal: centsToAmount(subtotalCents),
    total: centsToAmount(subtotalCents + shippingCentsDue),
    shippingCountry: record.shippingCountry,
    billingCountry: record.billingCountry,
    shipToBilling: record.shipToBilling,
    errors,
  };
}

/** The cart as /api/cart answers it. */
export type CartView = ReturnType<typeof cartView>;

/** A signed-out reader's server cart: empty (their cart lives in the browser). */
export const EMPTY_CART: CartRecord = { lines: [], shippingCountry: "US", billingCountry: "US", shipToBilling: true };

/** The server cart as the cart machine's items (pages render both the same way). */
export function cartItemsOf(record: CartRecord): CartItem[] {
  return record.lines.map((l) => ({
    id: l.id,
    itemId: l.issueId,
    type: l.format,
    formatLabel: l.formatLabel,
    quantity: l.quantity,
    priceCents: l.priceCents,
    title: l.title,
    pathPurchase: `/print/${l.slug}/purchase`,
    imagePath: l.imagePath,
    instock: l.instock[l.format] ?? 0,
  }));
}
