import * as v from "valibot";
import type { CartItem } from "#machines/rules/shop/cartItems";
import { ISSUE_FORMATS, MAX_LINE_QUANTITY } from "#machines/rules/shop/shop";

import { LOCAL_CART_KEY, LOCAL_CART_WRITE_KEY } from "./localCartKey";

/** The signed-out reader's cart in localStorage: each line read with valibot; a line that does not read is dropped, never the cart. */

const Item = v.object({
  id: v.null(),
  itemId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  type: v.picklist(ISSUE_FORMATS),
  formatLabel: v.optional(v.string(), ""),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
  priceCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  title: v.string(),
  pathPurchase: v.string(),
  imagePath: v.string(),
  instock: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The lines of a stored cart that read as cart lines. */
export function storedCartLines(stored: unknown): CartItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((line) => {
    const parsed = v.safeParse(Item, line);
    return parsed.success ? [parsed.output] : [];
  });
}

export function readLocalCart(): CartItem[] {
  if (typeof window === "undefined") return [];
  try {
    return storedCartLines(JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? "[]"));
  } catch {
    return [];
  }
}

/** The stored local cart's write key, or a fresh one for a cart stored without one (or storage blocked). */
export function readLocalWriteKey(): string {
  try {
    return window.localStorage.getItem(LOCAL_CART_WRITE_KEY) ?? crypto.randomUUID();
  } catch {
    return crypto.randomUUID();
  }
}

/** Stores the local cart with the write key of this version. */
export function writeLocalCart(items: readonly CartItem[], writeKey: string | null): void {
  try {
    if (items.length === 0) {
      window.localStorage.removeItem(LOCAL_CART_KEY);
      window.localStorage.removeItem(LOCAL_CART_WRITE_KEY);
    } else {
      window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(items.map((i) => ({ ...i, id: null }))));
      if (writeKey) window.localStorage.setItem(LOCAL_CART_WRITE_KEY, writeKey);
    }
  } catch {
    // Storage full or blocked: the cart lives on in memory for this page.
  }
}
