/**
 * Runs `run` in a task of its own, after the current one; returns a cancel.
 *
 * For an effect that runs when the page hydrates but need not finish with it
 * (reading storage, starting a fetch): hydration runs every component's
 * effects in one task, and each such effect moved out shortens that task.
 * Browsers run each timer as a separate task.
 */
export function inOwnTask(run: () => void): () => void {
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}
