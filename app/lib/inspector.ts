import type { InspectionEvent, Observer } from "xstate";

/**
 * Development-only XState inspector, for every machine.
 *
 * Switch it on with DEV_INSPECT=1 in .dev.vars while running `npm run dev`:
 * the root loader passes config.devInspect to the browser, the shell calls
 * enableDevInspector() with it, and every actor the site creates (through
 * LazyActor or app/lib/actors.ts, the only places that create actors) gets
 * devInspector() as its `inspect` observer. Only when the flag is on AND this
 * is a Vite dev build (import.meta.env.DEV) is @statelyai/inspect imported; it
 * opens Stately's inspector page (served by stately.ai) in a new window. In a
 * production build import.meta.env.DEV is false, so the import is dead code
 * and never reaches readers.
 */
type Forward = (event: InspectionEvent) => void;

let enabled = false;
let forward: Forward | null = null;
let buffered: InspectionEvent[] = [];
let starting = false;

/** Called by the shell with the root loader's flag, before any machine starts. Browser only. */
export function enableDevInspector(on: boolean): void {
  if (import.meta.env.DEV && typeof window !== "undefined") enabled = on;
}

/** The `inspect` observer every actor is created with, or undefined when inspection is off. */
export function devInspector(): Observer<InspectionEvent> | undefined {
  if (import.meta.env.DEV) {
    if (!enabled || typeof window === "undefined") return undefined;
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
  return undefined;
}
