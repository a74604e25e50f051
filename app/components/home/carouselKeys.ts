import type { KeyboardEvent } from "react";
import { KEY_NAMES, KEYS } from "#machines/rules/magazine/homepage";

/**
 * Keyboard operation of carousels and rotators:
 * left/up previous, right/down next, Esc pauses; Enter follows the focused
 * link natively.
 */
export function onCarouselKey(
  event: KeyboardEvent,
  actions: { previous: () => void; next: () => void; escape?: () => void },
): void {
  const key = event.key;
  if (key === KEY_NAMES[KEYS.left] || key === KEY_NAMES[KEYS.up]) actions.previous();
  else if (key === KEY_NAMES[KEYS.right] || key === KEY_NAMES[KEYS.down]) actions.next();
  else if (key === KEY_NAMES[KEYS.esc] && actions.escape) actions.escape();
  else return;
  event.preventDefault();
}
