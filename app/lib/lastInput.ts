/**
 * Whether the reader's last input was a key press rather than a pointer or touch. A dialog that
 * moves focus in by itself (the popup ad opens on a timer) shows the focus ring on its Close button
 * only for a keyboard reader; browsers show it for any focus moved before the first input.
 */
let lastWasKey = false;

if (typeof document !== "undefined") {
  document.addEventListener("keydown", () => (lastWasKey = true), { capture: true, passive: true });
  document.addEventListener("pointerdown", () => (lastWasKey = false), { capture: true, passive: true });
}

export function lastInputWasKey(): boolean {
  return lastWasKey;
}
