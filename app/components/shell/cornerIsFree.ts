/** What a tap may land on: links, buttons, fields and anything focusable. */
const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, label, iframe, audio, video, [role="button"], [role="link"], [role="slider"], [role="tab"], [tabindex]:not([tabindex="-1"])';

/** The small viewport: up to here the page's text runs under the corner. */
const PHONE_MAX_WIDTH = 600;

/** Points sampled across the corner, 5 × 5: closer together than the smallest control (a 24 px dot). */
const STEPS = [0.04, 0.27, 0.5, 0.73, 0.96];

/** Whether an element shows text of its own (a text node with more than white space) or is an image. */
function showsContent(element: Element): boolean {
  if (element instanceof HTMLImageElement || element instanceof SVGElement) return true;
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return true;
  }
  return false;
}

/**
 * Whether the bottom-right corner a fixed element of `size` px takes is free of
 * interactive content and, on a phone (where text runs to the screen's edge),
 * of text and images: at no sampled point is the topmost element under it (the
 * element itself left out) a control or inside one, or there something to read. The corner is measured from
 * the viewport, so the element may be moved away or hidden while this is asked.
 */
export function cornerIsFree(element: HTMLElement, size: number): boolean {
  const right = document.documentElement.clientWidth;
  const phone = right <= PHONE_MAX_WIDTH;
  const bottom = document.documentElement.clientHeight;
  for (const fx of STEPS) {
    for (const fy of STEPS) {
      const x = right - size + size * fx;
      const y = bottom - size + size * fy;
      const under = document.elementsFromPoint(x, y).find((hit) => !element.contains(hit));
      if (under?.closest(INTERACTIVE)) return false;
      if (phone && under && showsContent(under)) return false;
    }
  }
  return true;
}
