/** When this visit (this tab's session) began: kept for the session so every page knows how long the reader has been here. */
export const VISIT_STARTED_KEY = "artmagazine.visitStartedAt";

/** Notes the start of the visit on its first page. */
export function rememberVisitStart(now = Date.now()): void {
  try {
    if (!window.sessionStorage.getItem(VISIT_STARTED_KEY))
      window.sessionStorage.setItem(VISIT_STARTED_KEY, String(now));
  } catch {
    // Storage blocked: every page counts as the visit's first.
  }
}

/** How long this visit has lasted, in ms (0 when unknown). */
export function visitAgeMs(now = Date.now()): number {
  try {
    const started = Number(window.sessionStorage.getItem(VISIT_STARTED_KEY));
    return Number.isFinite(started) && started > 0 ? Math.max(0, now - started) : 0;
  } catch {
    return 0;
  }
}
