import * as v from "valibot";
import { apiPath, fetchAnswer } from "#app/lib/jsonApi";
import type { ServerCart } from "#machines/cart";
import type { CartItem } from "#machines/rules/shop/cartItems";
import { ISSUE_FORMATS } from "#machines/rules/shop/shop";

/**
 * The server cart calls as the cart machine makes them
 * (credentialed, signed-in readers only). Answers are checked with valibot
 * and mapped to cart items; a refusal with a cart (409) is a cart with its
 * messages, any other refusal throws the server's message.
 */

const Entry = v.object({
  id: v.number(),
  quantity: v.number(),
  price: v.number(),
  flags_translated: v.picklist(ISSUE_FORMATS),
  format_label: v.optional(v.string(), ""),
  path_purchase: v.string(),
  item: v.object({ id: v.number(), title: v.string(), inventory: v.record(v.string(), v.number()) }),
  primary_image: v.object({ path: v.string() }),
});
const Answer = v.object({
  cart: v.array(Entry),
  errors: v.optional(v.array(v.string()), []),
  error: v.optional(v.string()),
});

export function itemsOfEntries(entries: v.InferOutput<typeof Entry>[]): CartItem[] {
  return entries.map((e) => ({
    id: e.id,
    itemId: e.item.id,
    type: e.flags_translated,
    formatLabel: e.format_label,
    quantity: e.quantity,
    priceCents: Math.round(e.price * 100),
    title: e.item.title,
    pathPurchase: e.path_purchase,
    imagePath: e.primary_image.path,
    instock: e.item.inventory[e.flags_translated] ?? 0,
  }));
}

async function call(path: string, method: "GET" | "POST" | "PATCH", body?: unknown): Promise<ServerCart> {
  const { status, ok, body: json } = await fetchAnswer<unknown>(`${apiPath()}${path}`, { method, body });
  const parsed = v.safeParse(Answer, json);
  // A 409 (stock ran out) still carries the cart, with the reason among its errors.
  if (parsed.success && (ok || status === 409)) {
    const errors = [...parsed.output.errors, ...(parsed.output.error ? [parsed.output.error] : [])];
    return { items: itemsOfEntries(parsed.output.cart), errors };
  }
  const message = (json as { error?: string; errors?: string[] } | null) ?? {};
  throw new Error(message.error ?? message.errors?.at(-1) ?? "The cart could not be reached. Please try again.");
}

export const fetchCart = () => call("/cart", "GET");

/** A keyed add applies once on the server, however often it is sent. */
export const addToServer = (items: CartItem[], writeKey: string | null) =>
  call("/cart/add", "POST", {
    cart: items.map((i) => ({ itemId: i.itemId, type: i.type, quantity: i.quantity })),
    ...(writeKey ? { writeKey } : {}),
  });

export const updateOnServer = (id: number, quantity: number) =>
  call("/cart/update", "PATCH", { cart: [{ id, quantity }] });

export const removeFromServer = (id: number) => call("/cart/remove", "POST", { cart: [{ id }] });
