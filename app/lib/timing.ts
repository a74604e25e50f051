/**
 * When browser work may run: after the next paint, when the browser is idle, once the page has
 * settled. Every wait of the UI's code is one of these, so "later" means the same thing everywhere.
 */

/** Longest wait for a paint: a hidden tab paints nothing, and the work must still happen. */
const MAX_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the current frame (a task after the
 * next animation frame), or after MAX_WAIT_MS; at once where there is no
 * rendering (the server, tests in Node). Work started by a reader's input
 * waits for it, so the input's own feedback paints first.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== "function") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, MAX_WAIT_MS);
  });
}

/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`; a plain
 * timeout where requestIdleCallback is missing); returns a cancel.
 */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, Math.min(timeoutMs, 1000));
  return () => window.clearTimeout(id);
}

/** A reader's input: while they act, work nobody waits on keeps out of their way. */
const READER_INPUT = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/** How long a loaded page must be left alone before work nobody waits on starts. */
export const SETTLE_MS = 2000;

/**
 * Runs `run` once the page has loaded and the reader has then left it alone
 * for SETTLE_MS (each press, key or scroll wheel starts the wait again), when
 * the browser is next idle; returns a cancel.
 *
 * For work nobody waits on: machines that only prepare a first use, the
 * service worker's registration, checks that reveal a promotion. Started as
 * soon as the page is idle, that work ran in the seconds after load, between
 * the tasks of hydration and the reader's first presses, and each piece was a
 * long task on a slow phone.
 */
export function whenSettled(run: () => void, settleMs = SETTLE_MS): () => void {
  let timer: number | undefined;
  let cancelIdle = () => {};
  const stopListening = () => {
    window.removeEventListener("load", wait);
    for (const type of READER_INPUT) window.removeEventListener(type, wait, { capture: true });
  };
  function wait() {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      stopListening();
      cancelIdle = whenIdle(run);
    }, settleMs);
  }
  for (const type of READER_INPUT) window.addEventListener(type, wait, { capture: true, passive: true });
  if (document.readyState === "complete") wait();
  else window.addEventListener("load", wait, { once: true });
  return () => {
    window.clearTimeout(timer);
    stopListening();
    cancelIdle();
  };
}
