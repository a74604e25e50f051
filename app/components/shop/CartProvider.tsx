import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { inOwnTask } from "#app/lib/inOwnTask";
import { type LazyActor, useLazyActor, useLazySelector } from "#app/lib/lazyActor";
import type { CartSnapshot } from "#machines/cart";
import type { CartItem } from "#machines/rules/shop/cartItems";
import type { browserCartMachine } from "./cartActor";
import { hasStoredLocalCart } from "./localCartKey";

type CartActor = LazyActor<typeof browserCartMachine>;

const CartContext = createContext<CartActor | null>(null);

/**
 * Owns the one cart machine of the document: the header widget, the purchase
 * page and /cart read it. Sign-in and sign-out (the shell's viewer changing)
 * reach the machine as events, so a local cart is pushed when a visitor signs in.
 *
 * The machine starts after hydration only when there is a cart to show (signed
 * in, or a local cart stored); otherwise on the first add or on the cart page.
 * Before it starts the cart is empty, which is what the server rendered.
 */
export function CartProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const signedInNow = useRef(signedIn);
  signedInNow.current = signedIn;
  const localItems = useRef<CartItem[]>([]);
  const localWriteKey = useRef<string | null>(null);
  const actor = useLazyActor(
    () =>
      import("./cartActor").then((m) => {
        localItems.current = m.readLocalCart();
        localWriteKey.current = m.readLocalWriteKey();
        return m.browserCartMachine;
      }),
    () => ({
      input: { signedIn: signedInNow.current, localItems: localItems.current, localWriteKey: localWriteKey.current },
    }),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render decides; later sign-ins are handled below
  useEffect(
    () =>
      inOwnTask(() => {
        if (signedIn || hasStoredLocalCart()) void actor.start();
      }),
    [actor],
  );
  const last = useRef(signedIn);
  useEffect(() => {
    if (last.current === signedIn) return;
    last.current = signedIn;
    // A machine that has not started reads the new state as its input when it does.
    if (actor.started) actor.send({ type: signedIn ? "SIGNED_IN" : "SIGNED_OUT" });
    else if (signedIn) void actor.start();
  }, [signedIn, actor]);
  // Pages that read the server cart in their loader (checkout) read it again once a merge is done.
  const merging = useLazySelector(actor, (s) => s.matches("merging"), false);
  const revalidator = useRevalidator();
  const wasMerging = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the end of a merge matters
  useEffect(() => {
    if (wasMerging.current && !merging) void revalidator.revalidate();
    wasMerging.current = merging;
  }, [merging]);
  return <CartContext.Provider value={actor}>{children}</CartContext.Provider>;
}

export function useCartActor(): CartActor {
  const actor = useContext(CartContext);
  if (!actor) throw new Error("useCartActor needs <CartProvider>");
  return actor;
}

/** Reads the cart machine; `beforeStart` is the answer for an empty cart, until the machine runs. */
export function useCart<T>(select: (snapshot: CartSnapshot) => T, beforeStart: T): T {
  return useLazySelector(useCartActor(), select, beforeStart);
}

/** True once the cart machine runs: its state then replaces what the server rendered. */
export function useCartStarted(): boolean {
  return useLazySelector(useCartActor(), () => true, false);
}
