import { expect, type Page, test } from "./fixtures";

// Issue 23 point 9: the podcast player's controls are drawn icons (no glyph
// the fonts may lack), and its layout holds from 320 to 1440 px: nothing
// leaves the player, the transport stays together, and the loop control
// stays beside the rate and volume rather than wrapping onto a row of its own.
const WIDTHS = [320, 390, 600, 840, 1024, 1280, 1440];

test.beforeEach(async ({ context, baseURL }) => {
  // A subscriber: no meter, so the podcast is always there.
  await context.addCookies([
    { name: "session", value: "seed-subscriber-session", url: baseURL! },
    { name: "privacyAccepted", value: "1", url: baseURL! },
  ]);
});

async function openPodcast(page: Page) {
  const list = await (await page.request.get("/api/podcast?pageSize=1")).json();
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto(list._embedded.items[0].url);
  await expect(page.getByTestId("audio-player")).toBeVisible();
}

type Box = { x: number; y: number; width: number; height: number };
const sameRow = (a: Box, b: Box) => a.y < b.y + b.height && b.y < a.y + a.height;

test("the transport and loop controls are drawn icons", async ({ page }) => {
  await openPodcast(page);
  const player = page.getByTestId("audio-player");
  for (const name of ["Previous", "Play", "Next", "Loop"]) {
    const button = player.getByRole("button", { name, exact: true });
    await expect(button.locator("svg")).toHaveCount(1);
    // No text glyph beside the icon: it is the icon alone.
    expect((await button.textContent())?.trim(), name).toBe("");
  }
  await player.getByRole("button", { name: "Play", exact: true }).click();
  await expect(player.getByRole("button", { name: "Pause", exact: true }).locator("svg")).toHaveCount(1);
});

test("the player's layout holds from 320 to 1440 px", async ({ page }) => {
  await openPodcast(page);
  const player = page.getByTestId("audio-player");
  const box = (name: string) => player.getByRole("button", { name, exact: true }).boundingBox() as Promise<Box>;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(async () => {
      const frame = (await player.boundingBox())!;
      const controls = await player
        .locator(".audio-player__controls > *")
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
      for (const c of controls) {
        expect(c.x, `${width}px: a control starts left of the player`).toBeGreaterThanOrEqual(frame.x - 0.5);
        expect(c.x + c.width, `${width}px: a control ends right of the player`).toBeLessThanOrEqual(
          frame.x + frame.width + 0.5,
        );
      }
      const [previous, play, next, rate, loop] = await Promise.all(
        ["Previous", "Play", "Next", "Playback rate", "Loop"].map(box),
      );
      expect(sameRow(previous!, play!) && sameRow(play!, next!), `${width}px: the transport is split`).toBe(true);
      expect(sameRow(loop!, rate!), `${width}px: the loop control left its group`).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width}px: the page scrolls sideways`).toBeLessThanOrEqual(0);
    }).toPass();
  }
});
