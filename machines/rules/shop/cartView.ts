/** Readers of the cart machine's snapshot (machines/cart.ts), usable without loading xstate. */
interface CartStateLike {
  matches(state: string): boolean;
  context: { notice: string | null; error: string | null };
}

/** A call is active: quantity updates are disabled. */
export function cartCallActive(snapshot: CartStateLike): boolean {
  return ["merging", "loading", "adding", "updating", "removing"].some((s) => snapshot.matches(s));
}

/** The message to show: the processing notice first, else the last error. */
export function cartMessage(snapshot: CartStateLike): string | null {
  return snapshot.context.notice ?? snapshot.context.error;
}
