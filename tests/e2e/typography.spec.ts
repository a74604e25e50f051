import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

/** Each weight of serif italic text on the page, and the weights the site's italic faces cover. */
async function serifItalics(page: Page): Promise<{ used: number[]; faces: string[] }> {
  await page.evaluate(() => {
    // Cards out of view are not laid out until scrolled to; lay them all out to read their styles.
    for (const element of document.querySelectorAll<HTMLElement>("*")) element.style.contentVisibility = "visible";
  });
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const used = new Set<number>();
    for (const element of document.querySelectorAll("body *")) {
      const style = getComputedStyle(element);
      const hasText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (hasText && style.fontStyle === "italic" && style.fontFamily.startsWith('"Newsreader')) {
        used.add(Number(style.fontWeight));
      }
    }
    const faces = [...document.fonts]
      .filter((face) => face.family === "Newsreader Variable" && face.style === "italic")
      .map((face) => face.weight);
    return { used: [...used], faces: [...new Set(faces)] };
  });
}

// Italics are static faces at 400 and 500 only (a third of the variable file's bytes): any other
// weight would be drawn from the nearest face, thickened or thinned by the browser.
test("every serif italic on a guide page and a review is set in a face of its own weight", async ({ page }) => {
  await quietReader(page);
  const html = await (await page.request.get("/reviews")).text();
  const review = html.match(/href="(\/reviews\/[\w-]+)"/)?.[1];
  expect(review, "a review linked from /reviews").toBeTruthy();
  for (const path of ["/artguide/place/new-york", review!]) {
    await page.goto(path);
    const { used, faces } = await serifItalics(page);
    expect(used.length, `${path} sets some text in italics`).toBeGreaterThan(0);
    expect(faces.sort(), "the italic faces declared").toEqual(["400", "500"]);
    for (const weight of used) expect(faces, `${path}: italic at ${weight}`).toContain(String(weight));
  }
});
