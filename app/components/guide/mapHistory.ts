import type { MapEntry } from "#machines/rules/guide/guideMapView";

/** Each open guide map is a history entry under this key (GuideMap). */
export const HISTORY_KEY = "guideMap";

/** The map entry of the current history entry, if the map was open there. */
export function historyEntry(): MapEntry | null {
  const state = window.history.state as Record<string, unknown> | null;
  return (state?.[HISTORY_KEY] as MapEntry | undefined) ?? null;
}
