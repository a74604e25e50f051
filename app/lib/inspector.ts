import type { InspectionEvent, Observer } from "xstate";

/**
 * Development-only XState inspector.
 *
 * Switch it on with DEV_INSPECT=1 while running the dev server
 * (`DEV_INSPECT=1 npm run dev`, or DEV_INSPECT = "1" in .dev.vars): the root
 * loader passes config.devInspect to the browser, and when that is true AND
 * this is a Vite dev build (import.meta.env.DEV), @statelyai/inspect is
 * imported on demand and opens the Stately inspector in a new window. In a
 * production build import.meta.env.DEV is false, so the import is dead code
 * and never reaches readers.
 */
type Forward = (event: InspectionEvent) => void;

let forward: Forward | null = null;
let buffered: InspectionEvent[] = [];
let starting = false;

/** An `inspect` observer for createActor/useActorRef, or undefined when inspection is off. */
export function devInspector(enabled: boolean): Observer<InspectionEvent> | undefined {
  if (!enabled || !import.meta.env.DEV || typeof window === "undefined") return undefined;
  if (!starting) {
    starting = true;
    void import("@statelyai/inspect").then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      forward = (event) => inspector.inspect.next?.(event);
      // Events from before the inspector loaded (the machines' first snapshots) are replayed.
      for (const event of buffered) forward(event);
      buffered = [];
    });
  }
  return {
    next: (event) => {
      if (forward) forward(event);
      else buffered.push(event);
    },
  };
}
