/**
 * What the reader types between pressing Search and the overlay's field
 * appearing (on a first use its code is still loading): the keys are kept,
 * and the overlay's field starts with them. Only a listener is added in the
 * press, so the press itself paints as fast as before. (A phone shows no
 * keyboard before the field has focus, so there is nothing to keep there.)
 * Only keys aimed where the press left the focus are kept: if the overlay
 * never opens (its code failed to load), the rest of the page types as usual.
 */
let typed: string | null = null;
let pressedOn: Element | null = null;

function onKey(event: KeyboardEvent): void {
  if (typed === null || event.target !== pressedOn || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length === 1) typed += event.key;
  else if (event.key === "Backspace") typed = typed.slice(0, -1);
  else return;
  // Kept for the field, not acted on by the page (a space would press the Search button again).
  event.preventDefault();
}

/** Starts keeping the keys typed until the overlay opens. */
export function catchEarlySearchTyping(): void {
  typed = "";
  pressedOn = document.activeElement;
  document.addEventListener("keydown", onKey, true);
}

/** The keys typed so far, and keeping them stops; "" when none. */
export function takeEarlySearchTyping(): string {
  const keys = typed ?? "";
  typed = null;
  pressedOn = null;
  document.removeEventListener("keydown", onKey, true);
  return keys;
}
