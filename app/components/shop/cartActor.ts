import { fromPromise } from "xstate";
import { cartMachine } from "#machines/cart";
import type { CartItem } from "#machines/rules/shop/cartItems";
import { addToServer, fetchCart, removeFromServer, updateOnServer } from "./cartApi";
import { readLocalCart, writeLocalCart } from "./localCart";

/** The cart machine with its browser effects, loaded when the cart starts (CartProvider). */
export const browserCartMachine = cartMachine.provide({
  actions: { storeLocal: (_, items: CartItem[]) => writeLocalCart(items) },
  actors: {
    fetchCart: fromPromise(() => fetchCart()),
    addToServer: fromPromise(({ input }: { input: { items: CartItem[] } }) => addToServer(input.items)),
    updateOnServer: fromPromise(({ input }: { input: { id: number; quantity: number } }) =>
      updateOnServer(input.id, input.quantity),
    ),
    removeFromServer: fromPromise(({ input }: { input: { id: number } }) => removeFromServer(input.id)),
  },
});

// Read by CartProvider as the machine starts: the local cart as it is then.
export { readLocalCart };
