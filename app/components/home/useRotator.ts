import { useEffect } from "react";
import { useLazyActor, useLazySelector } from "#app/lib/lazyActor";
import { useReducedMotion } from "#app/lib/useReducedMotion";
import type { rotatorMachine } from "#machines/rotator";

/**
 * Runs a rotator machine (rotator.ts, sponsoredVideo.ts) for `count` items:
 * readers who prefer reduced motion get it paused; `paused` and `toggle`
 * drive the pause control. `load` imports the machine: it starts once the
 * page has settled (or on the first control used), showing the first item until then.
 */
export function useRotator(load: () => Promise<typeof rotatorMachine>, count: number, weights?: number[]) {
  const reduced = useReducedMotion();
  const actor = useLazyActor(load, () => ({ input: { count, weights } }), "settled");
  useEffect(() => {
    if (reduced) actor.send({ type: "PAUSE" });
  }, [reduced, actor]);
  const paused = useLazySelector(actor, (s) => s.matches("paused"), false);
  const index = useLazySelector(actor, (s) => s.context.index, 0);
  const moves = useLazySelector(actor, (s) => !s.matches("still"), count > 1);
  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    paused,
    moves,
    send: actor.send,
    toggle: () => actor.send({ type: paused ? "RESUME" : "PAUSE" }),
  };
}
