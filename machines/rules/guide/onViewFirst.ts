import { type ShowPhase, showPhase } from "./showTiming";

/**
 * A city page's lists put the shows on view before the upcoming ones within
 * each of their groups (a category, a district): a reader looks for what they
 * can see today first. The lists are ordered in SQL (workers/db/exhibitions.ts,
 * the phase just after the group's own key), so a page is in this order and
 * the next page continues it; this is the rule those queries follow.
 */

/** On view sorts before upcoming. */
export const PHASE_RANK: Record<ShowPhase, number> = { onView: 0, upcoming: 1 };

interface Dated {
  showStart: string;
}

/** `a` before `b` (negative), after (positive) or either (0), by phase alone. */
export function byPhase(a: Dated, b: Dated, today: string): number {
  return PHASE_RANK[showPhase(a.showStart, today)] - PHASE_RANK[showPhase(b.showStart, today)];
}

/**
 * The shows in on-view-first order: within each run of equal `groupOf`, the
 * shows on view keep their order and come before the upcoming ones (which keep theirs).
 */
export function onViewFirst<T extends Dated>(items: readonly T[], groupOf: (item: T) => string, today: string): T[] {
  const runs: T[][] = [];
  let lastKey: string | undefined;
  for (const item of items) {
    const key = groupOf(item);
    if (runs.length === 0 || key !== lastKey) runs.push([]);
    runs.at(-1)!.push(item);
    lastKey = key;
  }
  // Array.prototype.sort is stable: equal phases keep their order.
  return runs.flatMap((run) => [...run].sort((a, b) => byPhase(a, b, today)));
}
