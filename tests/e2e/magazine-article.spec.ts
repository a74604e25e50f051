import { expect, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

test.beforeEach(async ({ page }) => {
  await quietReader(page);
});

/** A news article with several images, from the API. */
async function articleWithImages(request: import("@playwright/test").APIRequestContext) {
  const list = await (await request.get("/api/items?category=news&pageSize=30")).json();
  for (const a of list._embedded.items as { id: number; url: string; primaryImage: unknown }[]) {
    if (!a.primaryImage) continue;
    const media = await (await request.get(`/api/items/${a.id}/media`)).json();
    if (media.total > 2) return { url: a.url, total: media.total as number };
  }
  throw new Error("The seed has no news article with several images");
}

test("the lightbox opens on the lead image, wraps both ways by buttons and arrow keys, closes with Escape", async ({
  page,
  request,
}) => {
  const { url, total } = await articleWithImages(request);
  await page.goto(url);
  await page.getByTestId("open-lightbox").click();
  const count = page.getByTestId("lightbox-count");
  await expect(count).toHaveText(`1 / ${total}`);
  await page.getByRole("button", { name: "Previous image" }).click();
  await expect(count).toHaveText(`${total} / ${total}`);
  await page.getByRole("button", { name: "Next image" }).click();
  await expect(count).toHaveText(`1 / ${total}`);
  await page.getByTestId("lightbox-image").click();
  await expect(count).toHaveText(`2 / ${total}`);
  // The arrow keys step too, wrapping at the ends.
  await page.keyboard.press("ArrowLeft");
  await expect(count).toHaveText(`1 / ${total}`);
  await page.keyboard.press("ArrowLeft");
  await expect(count).toHaveText(`${total} / ${total}`);
  await page.keyboard.press("ArrowRight");
  await expect(count).toHaveText(`1 / ${total}`);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("lightbox")).toHaveCount(0);
  // Opening again reuses the loaded images.
  await page.getByTestId("open-lightbox").click();
  await expect(count).toHaveText(`1 / ${total}`);
});

test("a podcast plays in the audio player", async ({ page, request }) => {
  const list = await (await request.get("/api/podcast?pageSize=1")).json();
  await page.goto(list._embedded.items[0].url);
  const player = page.getByTestId("audio-player");
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute("data-state", "paused");
  await page.getByTestId("audio-play").click();
  await expect(player).toHaveAttribute("data-state", "playing");
  await expect(page.getByTestId("audio-time")).not.toHaveText(/^0:00 \//);
  await page.getByTestId("audio-rate").click();
  await expect(page.getByTestId("audio-rate")).toHaveText("1.5x");
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(player).toHaveAttribute("data-state", "paused");
});

test("a video plays after a click on its placeholder", async ({ page, request }) => {
  const list = await (await request.get("/api/video?pageSize=1")).json();
  await page.goto(list._embedded.items[0].url);
  await expect(page.getByTestId("video-embed")).toHaveCount(0);
  await page.getByTestId("video-play").click();
  await expect(page.getByTestId("video-embed")).toHaveAttribute("src", /player\.vimeo\.com|youtube-nocookie\.com/);
});

test("copy link confirms with “url copied”", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const list = await (await request.get("/api/items?category=news&pageSize=1")).json();
  await page.goto(list._embedded.items[0].url);
  await page.getByTestId("copy-link").click();
  await expect(page.getByTestId("share-tools").getByRole("status")).toHaveText("url copied");
});
