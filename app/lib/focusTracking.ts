import { useEffect } from "react";

/**
 * Keyboard versus mouse focus: Tab puts "using-keyboard" on <html>, a mouse
 * or touch press or a wheel scroll puts "using-mouse". The styles hide focus
 * rings only under "using-mouse", so without JavaScript rings always show.
 */
export const KEYBOARD_CLASS = "using-keyboard";
export const MOUSE_CLASS = "using-mouse";

export function useKeyboardFocusTracking(): void {
  useEffect(() => {
    const root = document.documentElement;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      root.classList.add(KEYBOARD_CLASS);
      root.classList.remove(MOUSE_CLASS);
    };
    const onPointer = () => {
      root.classList.add(MOUSE_CLASS);
      root.classList.remove(KEYBOARD_CLASS);
    };
    window.addEventListener("keydown", onKey, true);
    window.addEventListener("mousedown", onPointer, true);
    window.addEventListener("touchstart", onPointer, { capture: true, passive: true });
    window.addEventListener("wheel", onPointer, { capture: true, passive: true });
    return () => {
      window.removeEventListener("keydown", onKey, true);
      window.removeEventListener("mousedown", onPointer, true);
      window.removeEventListener("touchstart", onPointer, true);
      window.removeEventListener("wheel", onPointer, true);
    };
  }, []);
}
