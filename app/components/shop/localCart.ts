import * as v from "valibot";
import type { CartItem } from "#machines/rules/shop/cartItems";
import { ISSUE_FORMATS, MAX_LINE_QUANTITY } from "#machines/rules/shop/shop";

import { LOCAL_CART_KEY } from "./localCartKey";

/** The signed-out reader's cart in localStorage: read with valibot, anything else reads as empty. */

const Item = v.object({
  id: v.null(),
  itemId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  type: v.picklist(ISSUE_FORMATS),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
  priceCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  title: v.string(),
  pathPurchase: v.string(),
  imagePath: v.string(),
  instock: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export function readLocalCart(): CartItem[] {
  if (typeof window === "undefined") return [];
  try {
    const parsed = v.safeParse(v.array(Item), JSON.parse(window.localStorage.getItem(LOCAL_CART_KEY) ?? "[]"));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

export function writeLocalCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(LOCAL_CART_KEY);
    else window.localStorage.setItem(LOCAL_CART_KEY, JSON.stringify(items.map((i) => ({ ...i, id: null }))));
  } catch {
    // Storage full or blocked: the cart lives on in memory for this page.
  }
}
