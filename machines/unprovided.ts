import { fromPromise, type NonReducibleUnknown } from "xstate";

/**
 * The placeholder of an actor the UI provides (a server call, a map, the browser's location):
 * a machine declares each with this, and running one unprovided fails loudly with its name,
 * the same way in every machine.
 */
export function unprovided<Output, Input = NonReducibleUnknown>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`The actor "${name}" must be provided by the UI (machine.provide).`);
  });
}
