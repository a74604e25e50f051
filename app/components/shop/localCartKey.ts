/** Where the signed-out reader's cart lives in localStorage (read and written by localCart.ts). */
export const LOCAL_CART_KEY = "artmagazine.cart";

/** The write key of the stored local cart's version: a merge of the same version applies once. */
export const LOCAL_CART_WRITE_KEY = "artmagazine.cart.writeKey";

/** Whether a local cart is stored, without reading it (that needs valibot, loaded with the cart machine). */
export function hasStoredLocalCart(): boolean {
  try {
    const stored = window.localStorage.getItem(LOCAL_CART_KEY);
    return stored !== null && stored !== "[]";
  } catch {
    return false;
  }
}
