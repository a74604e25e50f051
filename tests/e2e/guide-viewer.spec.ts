import { expect, test } from "./fixtures";

// The guide image viewer: arrows stop at the ends, Escape and the background close it.
test("the image viewer does not wrap and closes on Escape or the background", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/place/new-york?category=all");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const media = page.locator('.g-card__media:not([data-viewer-images="1"]):not([data-viewer-images="0"])').first();
  const count = Number(await media.getAttribute("data-viewer-images"));
  expect(count).toBeGreaterThan(1);
  await media.click();

  const viewer = page.getByRole("dialog", { name: /^Images: / });
  await expect(viewer).toBeVisible();
  const prev = viewer.getByRole("button", { name: "Previous image" });
  const next = viewer.getByRole("button", { name: "Next image" });
  await expect(prev).toBeDisabled();
  for (let i = 1; i < count; i++) await next.click();
  await expect(next).toBeDisabled();
  await expect(viewer).toContainText(`${count} / ${count}`);
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);

  await media.click();
  await expect(viewer).toContainText(`1 / ${count}`);
  await viewer.click({ position: { x: 5, y: 5 } });
  await expect(viewer).toHaveCount(0);
});

test("the image viewer's caption is formatted: the work's title in italics, no tags, plain alt text", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  const list = (await (await request.get("/api/guide/list/place/new-york?category=all&page=1&size=15")).json()) as {
    _embedded: { items: { id: number; images: { caption: string }[] }[] };
  };
  const shown = list._embedded.items.find((x) => x.images[0]?.caption.includes("<em>"));
  expect(shown, "a listing whose first image has an italic title").toBeDefined();
  await page.goto("/artguide/place/new-york?category=all");
  await page.locator(`.g-card[data-exhibition-id="${shown!.id}"] .g-card__media`).click();
  const viewer = page.getByRole("dialog", { name: /^Images: / });
  const caption = viewer.locator("figcaption");
  await expect(caption.locator("em").first()).toBeVisible();
  await expect(caption).not.toContainText("<");
  expect(await viewer.locator("img").getAttribute("alt")).not.toMatch(/[<>]|&lt;/);
});

// An overlay covers the page whatever contains its opener: a card lays out on its own
// (content-visibility), which would clip a fixed viewer drawn inside it to the card.
for (const width of [1280, 390]) {
  test(`the image viewer opened from a card covers the whole viewport at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
    await page.goto("/artguide/place/new-york?category=galleries");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const media = page.locator('.g-card__media:not([data-viewer-images="0"])').nth(2);
    await media.scrollIntoViewIfNeeded();
    await media.click();
    const viewer = page.getByRole("dialog", { name: /^Images: / });
    await expect(viewer).toBeVisible();
    const box = await viewer.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width, height: 800 });
    // Nothing of the card shows through: the element at each corner is the viewer's.
    for (const [x, y] of [
      [2, 2],
      [width - 3, 797],
    ] as const) {
      const inViewer = await page.evaluate(
        ({ px, py }) => document.elementFromPoint(px, py)?.closest('[role="dialog"]') != null,
        { px: x, py: y },
      );
      expect(inViewer, `the point ${x},${y}`).toBe(true);
    }
    // A click outside the card's area closes it.
    await page.mouse.click(width - 5, 790);
    await expect(viewer).toHaveCount(0);
  });
}

test("a venue block's image opens the viewer over the page, not the raw file", async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  const found = (await (await request.get("/api/guide/search?query=gallery")).json()) as {
    resultSections: { type: string; entities: { name: string; path: string; primaryImage: unknown }[] }[];
  };
  const venue = found.resultSections.find((s) => s.type === "location")?.entities.find((v) => v.primaryImage);
  expect(venue, "a venue with an image").toBeDefined();
  await page.goto(venue!.path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator(".g-venue__media").first().click();
  const viewer = page.getByRole("dialog", { name: `Images: ${venue!.name}` });
  await expect(viewer).toBeVisible();
  expect(page.url()).toContain(venue!.path);
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
});
