import { expect, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

type List = { _embedded: { items: { id: number; url: string; title: string }[] } };

test.beforeEach(async ({ page }) => {
  await quietReader(page);
});

test("viewing rooms list twelve rooms by title, each linking to its url", async ({ page, request }) => {
  const first = (await (
    await request.get("/api/items/type/600?page=1&pageSize=12&sort_column=e.title&sort_order=ASC&flag=256")
  ).json()) as List;
  await page.goto("/viewing-rooms");
  const rooms = page.getByTestId("viewing-room");
  await expect(rooms).toHaveCount(12);
  await expect(rooms.first().locator(".vr-card__text")).toHaveAttribute("href", first._embedded.items[0]!.url);
  await expect(rooms.first().locator(".vr-card__venue")).toHaveText(first._embedded.items[0]!.title);
});

test("the viewing-room lightbox counts, wraps, follows keys and half clicks, and closes", async ({ page }) => {
  await page.goto("/viewing-rooms");
  await page
    .getByRole("button", { name: /View images/ })
    .first()
    .click();
  const counter = page.getByTestId("vr-counter");
  await expect(counter).toHaveText(/^1 of \d+$/);
  const total = Number((await counter.textContent())!.split(" of ")[1]);
  // The right half goes next, the left half back (before a video embed can hold the focus).
  const stage = page.getByTestId("vr-stage");
  await expect(stage).toHaveAttribute("data-clicks", "armed");
  const box = (await stage.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.9, box.y + 10);
  await expect(counter).toHaveText(`2 of ${total}`);
  await page.mouse.click(box.x + box.width * 0.1, box.y + 10);
  await expect(counter).toHaveText(`1 of ${total}`);
  // Previous from the first wraps to the last medium, a video behind Play Video.
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`${total} of ${total}`);
  // The video waits behind its still and caption, not a black screen.
  const poster = page.getByTestId("vr-video-poster");
  await expect(poster).toBeVisible();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const caption = page.getByTestId("vr-stage").locator("figcaption");
  await expect(caption).toContainText(/^Still from .+ min\.$/);
  await expect(caption.locator("em")).toHaveCount(1);
  await page.getByRole("button", { name: "Play Video" }).click();
  await expect(page.getByTestId("vr-video")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`1 of ${total}`);
  await page.getByRole("button", { name: "CLOSE" }).click();
  await expect(page.getByTestId("vr-lightbox")).toHaveCount(0);
  await page
    .getByRole("button", { name: /View images/ })
    .nth(1)
    .click();
  await expect(counter).toHaveText(/^1 of \d+$/);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("vr-lightbox")).toHaveCount(0);
});

async function firstRoom(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const first = (await (
    await request.get("/api/items/type/600?page=1&pageSize=1&sort_column=e.title&sort_order=ASC&flag=256")
  ).json()) as List;
  return first._embedded.items[0]!.url;
}

test("the slideshow flips media every 3.5 s from the start, and the reader's own move pauses it", async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.goto(`${await firstRoom(request)}/slideshow`);
  const counter = page.getByTestId("slideshow-counter");
  await expect(page.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
  // Time stops a moment ahead of the page's (a busy machine may already have flipped once), then moves only when told.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  const at = Number((await counter.textContent())!.split(" of ")[0]);
  const shows = (n: number) => new RegExp(`^${n} of \\d+$`);
  await page.clock.runFor(3_500);
  await expect(counter).toHaveText(shows(at + 1));
  await page.clock.runFor(3_500);
  await expect(counter).toHaveText(shows(at + 2));
  // The arrow keys work with nothing focused: the slideshow is the page's main content.
  await expect(page.locator("body")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(shows(at + 1));
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(counter).toHaveText(shows(at + 1));
});

test("the slideshow stays still for readers who prefer reduced motion", async ({ page, request }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto(`${await firstRoom(request)}/slideshow`);
  // A moment ahead of the page's time: by the time the pause lands, the page's clock has moved on.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByTestId("slideshow-counter")).toHaveText(/^1 of \d+$/);
});

test("the slideshow keeps its slide in idx", async ({ page, request }) => {
  // Still, so only the reader's moves turn the slides here.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const room = await firstRoom(request);
  await page.goto(`${room}/slideshow?idx=1`);
  const counter = page.getByTestId("slideshow-counter");
  await expect(counter).toHaveText(/^2 of \d+$/);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(/^3 of \d+$/);
  await expect(page).toHaveURL(/[?&]idx=2$/);
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/[?&]idx=1$/);
  await page.getByRole("link", { name: "Rewind" }).click();
  await expect(counter).toHaveText(/^1 of \d+$/);
  await expect(page).toHaveURL(/[?&]idx=0$/);
});

test("after the window is resized the current slide is laid out again, filling the viewport", async ({
  page,
  request,
}) => {
  const first = (await (
    await request.get("/api/items/type/600?page=1&pageSize=1&sort_column=e.title&sort_order=ASC&flag=256")
  ).json()) as List;
  await page.goto(`${first._embedded.items[0]!.url}/slideshow?idx=2`);
  await expect(page.getByTestId("slideshow-counter")).toHaveText(/^3 of \d+$/);
  await page.setViewportSize({ width: 700, height: 800 });
  const viewport = page.getByTestId("slideshow");
  const current = viewport.locator(".slideshow__slide").nth(2);
  // Once the 250 ms resize debounce has passed, slide 3 sits exactly in the narrower viewport.
  await expect(async () => {
    const [box, slide] = await Promise.all([viewport.boundingBox(), current.boundingBox()]);
    expect(Math.abs(slide!.x - box!.x)).toBeLessThan(1);
    expect(Math.abs(slide!.width - box!.width)).toBeLessThan(1);
  }).toPass();
});

test("the toggle opens and closes with its texts, and the simple slider has a dot per slide", async ({ page }) => {
  await page.goto("/viewing-rooms");
  const toggle = page.getByTestId("toggle");
  await toggle.getByText("About viewing rooms").click();
  await expect(toggle.getByText("Close")).toBeVisible();
  await expect(toggle.getByText(/Each viewing room/)).toBeVisible();
  await toggle.getByText("Close").click();
  await expect(toggle.getByText("About viewing rooms")).toBeVisible();
  const slider = page.getByTestId("simple-slider");
  const slides = await slider.locator(".simple-slider__slide").count();
  await expect(slider.getByRole("button", { name: /^Slide \d+ of/ })).toHaveCount(slides);
  await slider.getByRole("button", { name: `Slide 2 of ${slides}` }).click();
  await expect(slider.getByRole("button", { name: `Slide 2 of ${slides}` })).toHaveAttribute("aria-current", "true");
});

test("the image grid shows a room's images, credited ones linking out, and a banner after each row", async ({
  page,
  request,
}) => {
  const first = (await (
    await request.get("/api/items/type/600?page=1&pageSize=1&sort_column=e.title&sort_order=ASC&flag=256")
  ).json()) as List;
  await page.goto(`${first._embedded.items[0]!.url}/slideshow`);
  const grid = page.getByTestId("image-grid");
  await expect(grid.locator("img").first()).toBeAttached();
  for (const href of await grid
    .getByTestId("image-grid-link")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^https?:\/\//);
  }
  // The room's images are one page: its short last row is the grid's end, and a banner follows it too.
  const rows = await grid.locator(".image-grid__row").count();
  expect(rows).toBeGreaterThan(0);
  await expect(grid.locator(".image-grid__row + .mag-banner")).toHaveCount(rows);
});
