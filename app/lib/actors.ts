import { useActorRef as useXStateActorRef, useMachine as useXStateMachine } from "@xstate/react";
import {
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  type AnyStateMachine,
  createActor,
  type StateFrom,
} from "xstate";
import { devInspector } from "./inspector";

/**
 * The React hooks that create actors: @xstate/react's, with the development
 * inspector attached (app/lib/inspector.ts). Components import these, never
 * @xstate/react's own; machines that start on use go through LazyActor, which
 * attaches it too, and browser code outside React uses startActor. A unit test
 * keeps every actor creation in these two files.
 */
export function useActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options?: ActorOptions<TLogic>,
): Actor<TLogic> {
  const create = useXStateActorRef as (logic: TLogic, options: ActorOptions<TLogic>) => Actor<TLogic>;
  return create(logic, { ...options, inspect: devInspector() });
}

export function useMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
): [StateFrom<TMachine>, Actor<TMachine>["send"], Actor<TMachine>] {
  const create = useXStateMachine as (
    machine: TMachine,
    options: ActorOptions<TMachine>,
  ) => [StateFrom<TMachine>, Actor<TMachine>["send"], Actor<TMachine>];
  return create(machine, { ...options, inspect: devInspector() });
}

/** Creates and starts an actor outside React (browser wiring such as the service worker's), with the inspector. */
export function startActor<TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic>): Actor<TLogic> {
  return createActor(logic, { ...options, inspect: devInspector() }).start();
}
