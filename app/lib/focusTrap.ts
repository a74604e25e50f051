import { type RefObject, useEffect, useLayoutEffect } from "react";
import { lastInputWasKey } from "./lastInput";

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable=true]",
].join(",");

const canFocus = (el: HTMLElement) => !el.hasAttribute("inert") && el.getClientRects().length > 0;

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(canFocus);
}

/** The first control a reader could focus: found without measuring every other one (a menu has dozens of links). */
function firstFocusable(container: HTMLElement): HTMLElement | undefined {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).find(canFocus);
}

/**
 * Keeps Tab inside an open modal dialog, moves focus into it (the element
 * marked data-autofocus, else the first field or control) and gives focus back
 * to whatever opened it when it closes. A non-modal dialog (`modal: false`, the
 * privacy notice) traps nothing: the reader tabs in and out of it freely.
 *
 * The opener is read, and focus given back, in a layout effect: in the very
 * commit that opens the dialog, and while the closing dialog is still in the
 * page, so focus never falls to <body> in between, where other code could take
 * it. Moving focus in waits for the dialog's first paint (a passive effect):
 * the press that opened it paints first.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, options: { modal?: boolean } = {}): void {
  const modal = options.modal ?? true;
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container || !modal) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // Return focus only if it is still inside the closing dialog or lost to <body>.
      const active = document.activeElement;
      if (opener?.isConnected && (active === document.body || container.contains(active))) {
        opener.focus({ preventScroll: true });
      }
    };
  }, [ref, modal]);

  useEffect(() => {
    const container = ref.current;
    if (!container || !modal) return;
    const preferred = container.querySelector<HTMLElement>("[data-autofocus]");
    // The ring shows only for a keyboard reader (lastInput.ts).
    (preferred ?? firstFocusable(container) ?? container).focus({
      preventScroll: true,
      focusVisible: lastInputWasKey(),
    });

    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const items = focusables(container);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [ref, modal]);
}
