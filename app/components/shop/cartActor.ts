import { fromPromise } from "xstate";
import { type AddInput, cartMachine, type StoredLocalCart } from "#machines/cart";
import { addToServer, fetchCart, removeFromServer, updateOnServer } from "./cartApi";
import { readLocalCart, readLocalWriteKey, writeLocalCart } from "./localCart";

/** The cart machine with its browser effects, loaded when the cart starts (CartProvider). */
export const browserCartMachine = cartMachine.provide({
  actions: { storeLocal: (_, stored: StoredLocalCart) => writeLocalCart(stored.items, stored.writeKey) },
  actors: {
    fetchCart: fromPromise(() => fetchCart()),
    addToServer: fromPromise(({ input }: { input: AddInput }) => addToServer(input.items, input.writeKey)),
    updateOnServer: fromPromise(({ input }: { input: { id: number; quantity: number } }) =>
      updateOnServer(input.id, input.quantity),
    ),
    removeFromServer: fromPromise(({ input }: { input: { id: number } }) => removeFromServer(input.id)),
  },
});

// Read by CartProvider as the machine starts: the local cart as it is then.
export { readLocalCart, readLocalWriteKey };
