import { useEffect, useRef } from "react";
import type { AnyActorLogic } from "xstate";
import type { LazyActor } from "#app/lib/lazyActor";

/** Infinite scroll loads within 200 px of the marker (spec 2 §8). */
const NEAR_END_PX = 200;

/**
 * Calls `near` when the returned marker comes within 200 px of the viewport,
 * and again whenever the list `actor` is back to idle while it still is (a
 * short page); a failed list is not asked again. The list machine starts with
 * the first `near` (the first page asked for).
 */
export function useNearEnd<TLogic extends AnyActorLogic>(near: () => void, actor: LazyActor<TLogic>) {
  const marker = useRef<HTMLDivElement>(null);
  const nearRef = useRef(near);
  nearRef.current = near;
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const inReach = () => element.getBoundingClientRect().top - window.innerHeight <= NEAR_END_PX;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && nearRef.current(), {
      rootMargin: `0px 0px ${NEAR_END_PX}px 0px`,
    });
    observer.observe(element);
    let last: unknown;
    const unsubscribe = actor.subscribe(() => {
      const snapshot = actor.getSnapshot() as { value?: unknown } | undefined;
      if (!snapshot || snapshot === last) return;
      last = snapshot;
      if (snapshot.value === "idle" && inReach()) nearRef.current();
    });
    return () => {
      observer.disconnect();
      unsubscribe();
    };
  }, [actor]);
  return marker;
}
