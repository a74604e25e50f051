import type { Page } from "./fixtures";
import { pixelAt } from "./pixels";

/**
 * Whether an open overlay covers the whole viewport: its layer spans the
 * viewport, it is what a tap at each corner reaches, and the page at those
 * corners is dimmed (each colour channel at most `dimmedBelow`).
 */
export async function coversViewport(page: Page, layer: string, dimmedBelow = 200): Promise<string[]> {
  const problems = await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return [`no ${selector}`];
    const box = element.getBoundingClientRect();
    const [width, height] = [window.innerWidth, window.innerHeight];
    const found: string[] = [];
    if (box.left > 0 || box.top > 0 || box.right < width || box.bottom < height)
      found.push(`spans ${box.left},${box.top} to ${box.right},${box.bottom} of ${width}x${height}`);
    for (const [x, y] of [
      [2, 2],
      [width - 3, 2],
      [2, height - 3],
      [width - 3, height - 3],
    ] as const) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !element.contains(hit)) found.push(`${x},${y} reaches ${hit?.tagName}.${hit?.className}`);
    }
    return found;
  }, layer);
  const { width, height } = page.viewportSize()!;
  for (const [x, y] of [
    [2, 2],
    [width - 3, height - 3],
  ] as const) {
    const colour = await pixelAt(page, x, y);
    if (Math.max(...colour) > dimmedBelow) problems.push(`${x},${y} is not dimmed: ${colour.join(",")}`);
  }
  return problems;
}
