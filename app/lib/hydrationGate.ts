import { whenSettled } from "./whenSettled";

/** A reader's first touch of the page (a click without a press: a script's or an assistive tool's): from then on every part must answer as itself. */
const FIRST_INPUT = ["pointerdown", "keydown", "focusin", "touchstart", "click"] as const;

type Gate = Promise<void> & { status?: "fulfilled"; value?: undefined };

let gate: Gate | undefined;
let open = false;

/**
 * While the page has been neither touched nor left to settle, the promise that
 * parts hydrated late wait on; null once it has opened.
 *
 * It opens at the reader's first press, key or focus, in the window's capture
 * phase: that runs before React's own listener, which then hydrates the part
 * under the pointer at once and hands it the event. Marked fulfilled when it
 * opens, so React's `use` reads it without suspending again.
 */
export function hydrationGate(): Gate | null {
  if (open) return null;
  gate ??= createGate();
  return gate;
}

function createGate(): Gate {
  let resolve = () => {};
  const promise: Gate = new Promise<void>((done) => {
    resolve = done;
  });
  const openGate = () => {
    if (open) return;
    open = true;
    promise.status = "fulfilled";
    promise.value = undefined;
    for (const type of FIRST_INPUT) window.removeEventListener(type, openGate, { capture: true });
    cancelSettled();
    resolve();
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, openGate, { capture: true, passive: true });
  const cancelSettled = whenSettled(openGate);
  return promise;
}
