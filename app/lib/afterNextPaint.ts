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
