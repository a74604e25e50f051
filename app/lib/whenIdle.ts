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
