import { useActorRef, useSelector } from "@xstate/react";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { fromPromise, type ActorRefFrom } from "xstate";
import { cartMachine, type CartSnapshot } from "../../../machines/cart";
import type { CartItem } from "../../../machines/rules/cartItems";
import { addToServer, fetchCart, removeFromServer, updateOnServer } from "./cartApi";
import { readLocalCart, writeLocalCart } from "./localCart";

type CartActor = ActorRefFrom<typeof cartMachine>;

const CartContext = createContext<CartActor | null>(null);

const machine = cartMachine.provide({
  actions: { storeLocal: (_, items: CartItem[]) => writeLocalCart(items) },
  actors: {
    fetchCart: fromPromise(() => fetchCart()),
    addToServer: fromPromise(({ input }: { input: { items: CartItem[] } }) => addToServer(input.items)),
    updateOnServer: fromPromise(({ input }: { input: { id: number; quantity: number } }) => updateOnServer(input.id, input.quantity)),
    removeFromServer: fromPromise(({ input }: { input: { id: number } }) => removeFromServer(input.id)),
  },
});

/**
 * Owns the one cart machine of the document: the header widget, the purchase
 * page and /cart read it. Sign-in and sign-out (the shell's viewer changing)
 * reach the machine as events, so a local cart is pushed when a visitor signs in.
 */
export function CartProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const actor = useActorRef(machine, { input: { signedIn, localItems: readLocalCart() } });
  const last = useRef(signedIn);
  useEffect(() => {
    if (last.current === signedIn) return;
    last.current = signedIn;
    actor.send({ type: signedIn ? "SIGNED_IN" : "SIGNED_OUT" });
  }, [signedIn, actor]);
  // Pages that read the server cart in their loader (checkout) read it again once a merge is done.
  const merging = useSelector(actor, (s) => s.matches("merging"));
  const revalidator = useRevalidator();
  const wasMerging = useRef(false);
  useEffect(() => {
    if (wasMerging.current && !merging) void revalidator.revalidate();
    wasMerging.current = merging;
    // Only the end of a merge matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [merging]);
  return <CartContext.Provider value={actor}>{children}</CartContext.Provider>;
}

export function useCartActor(): CartActor {
  const actor = useContext(CartContext);
  if (!actor) throw new Error("useCartActor needs <CartProvider>");
  return actor;
}

export function useCart<T>(select: (snapshot: CartSnapshot) => T): T {
  return useSelector(useCartActor(), select);
}

/** True once hydrated: the cart machine's state replaces what the server rendered. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
