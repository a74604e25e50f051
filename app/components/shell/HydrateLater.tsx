import { type ComponentType, memo, type ReactNode, Suspense, use, useSyncExternalStore } from "react";
import { hydrationGate } from "#app/lib/hydrationGate";

const subscribeToNothing = () => () => {};

/**
 * Server HTML that stays as it is while the page loads and hydrates when the
 * reader first touches the page or leaves it to settle: React keeps a
 * suspended boundary's server HTML in place during hydration, and hydrates it
 * at once when an event lands inside it. Links, forms and disclosures in it
 * work natively until then. Rendered on the client after the first load, the
 * children render at once.
 *
 * New props before it hydrates make React draw the part afresh, so parts
 * that can be redrawn by their parent are wrapped with `hydratedLater`.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitWhileHydrating>{children}</WaitWhileHydrating>
    </Suspense>
  );
}

/** `Component` hydrated later, and drawn again only when its props change. */
export function hydratedLater<P extends object>(Component: ComponentType<P>) {
  const Later = memo(function Later(props: P) {
    return (
      <HydrateLater>
        <Component {...props} />
      </HydrateLater>
    );
  });
  Later.displayName = `HydratedLater(${Component.displayName ?? Component.name})`;
  return Later;
}

function WaitWhileHydrating({ children }: { children: ReactNode }) {
  // True in the server render and while hydrating; false in a client render.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  if (hydrating && typeof document !== "undefined") {
    const gate = hydrationGate();
    if (gate) use(gate as Promise<void>);
  }
  return children;
}
