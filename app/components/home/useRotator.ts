import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import type { rotatorMachine } from "../../../machines/rotator";
import { useReducedMotion } from "../../lib/useReducedMotion";

/**
 * Runs a rotator machine (rotator.ts, sponsoredVideo.ts) for `count` items:
 * readers who prefer reduced motion get it paused; `paused` and `toggle`
 * drive the pause control.
 */
export function useRotator(machine: typeof rotatorMachine, count: number, weights?: number[]) {
  const reduced = useReducedMotion();
  const [state, send] = useMachine(machine, { input: { count, weights } });
  useEffect(() => {
    if (reduced) send({ type: "PAUSE" });
  }, [reduced, send]);
  const paused = state.matches("paused");
  return {
    index: Math.min(state.context.index, Math.max(count - 1, 0)),
    paused,
    moves: !state.matches("still"),
    send,
    toggle: () => send({ type: paused ? "RESUME" : "PAUSE" }),
  };
}
