/** What a tap may land on: links, buttons, fields and anything focusable. */
const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, label, iframe, audio, video, [role="button"], [role="link"], [role="slider"], [role="tab"], [tabindex]:not([tabindex="-1"])';

/** Points sampled across the corner, 5 × 5: closer together than the smallest control (a 24 px dot). */
const STEPS = [0.04, 0.27, 0.5, 0.73, 0.96];

/**
 * Whether the bottom-right corner a fixed element of `size` px takes is free of
 * interactive content: at no sampled point is the topmost element under it (the
 * element itself left out) a control or inside one. The corner is measured from
 * the viewport, so the element may be moved away or hidden while this is asked.
 */
export function cornerIsFree(element: HTMLElement, size: number): boolean {
  const right = document.documentElement.clientWidth;
  const bottom = document.documentElement.clientHeight;
  for (const fx of STEPS) {
    for (const fy of STEPS) {
      const x = right - size + size * fx;
      const y = bottom - size + size * fy;
      const under = document.elementsFromPoint(x, y).find((hit) => !element.contains(hit));
      if (under?.closest(INTERACTIVE)) return false;
    }
  }
  return true;
}
