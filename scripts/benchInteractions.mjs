// Interaction latency as readers feel it: Chromium with its CPU slowed 4×, the
// Event Timing API's input-to-next-paint for each interaction (what INP
// reports), and the map's time from the click until its tiles and markers show.
import { chromium } from "playwright-core";

/** Event Timing reports nothing under 16 ms: an interaction faster than that counts as 16. */
const FLOOR_MS = 16;

const OBSERVER = () => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push(entry.duration);
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
};

async function slowestSince(page, mark) {
  // Event Timing entries arrive after the next paint: give them a moment.
  await page.waitForTimeout(500);
  const durations = await page.evaluate((from) => window.__interactions.slice(from), mark);
  return Math.round(Math.max(FLOOR_MS, ...durations));
}

const markOf = (page) => page.evaluate(() => window.__interactions.length);

/**
 * A reader's press: the pointer comes to rest on the control, then presses it. Playwright's
 * click() moves and presses in back-to-back tasks, so the press would also wait for the
 * hover's restyle, which in a browser happens while the hand is still moving. The press itself
 * is the mouse's, not click()'s: click() listens in the page to every pointer event of the press
 * to check what it hits (a hit test and a layout each, slowed 4×), and that harness work was
 * timed as the site's (20–40 ms of the menu's 50–100 ms).
 */
async function press(locator) {
  await locator.hover();
  await locator.page().waitForTimeout(300);
  await locator.page().mouse.down();
  await locator.page().mouse.up();
}

async function hydratedPage(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated=true]");
  return page;
}

/** Each interaction's input-to-next-paint, and the map's readiness, against `base`. */
export async function measureInteractions(base) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  const results = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
    await context.addInitScript(OBSERVER);

    let page = await hydratedPage(context, `${base}/`);
    let mark = await markOf(page);
    await press(page.getByTestId("menu-button"));
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    results.push(["open the menu", await slowestSince(page, mark)]);
    await page.keyboard.press("Escape");

    mark = await markOf(page);
    await press(page.getByTestId("search-button"));
    // Found by its id: a search by role walks the whole page in it (slowed 4×), while the overlay
    // is still settling, and that harness work would be timed as the first keystroke's.
    const input = page.locator('[role="dialog"] input#search-input');
    await input.waitFor();
    // The first key comes once the panel has dropped in (0.22 s), as a reader's hand reaches the
    // keyboard: typed mid-animation, the key's frame waited on the animation's frames, drawn here
    // without a GPU (first keystroke 48–144 ms, then 32–72 ms).
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    await input.pressSequentially("pai", { delay: 120 });
    await page.getByTestId("search-suggestions").locator("a").first().waitFor();
    results.push(["search overlay, typing three characters", await slowestSince(page, mark)]);
    await page.close();

    const items = await (await fetch(`${base}/api/items?category=news&pageSize=1`)).json();
    page = await hydratedPage(context, new URL(items._embedded.items[0].url, base).href);
    const lightbox = page.getByTestId("open-lightbox");
    if (await lightbox.count()) {
      mark = await markOf(page);
      await press(lightbox.first());
      await page.getByTestId("lightbox").waitFor();
      results.push(["open the article lightbox", await slowestSince(page, mark)]);
    }
    await page.close();

    const issue = await (await fetch(`${base}/api/issue/current`)).json();
    const purchase = `${new URL(issue.url ?? issue.path ?? "/print/archive", base).pathname}/purchase`;
    page = await hydratedPage(context, `${base}${purchase}`);
    mark = await markOf(page);
    await page.locator('input[name="format"][value="print"]').check();
    await press(page.getByRole("button", { name: "Add to cart" }));
    await page.getByTestId("cart-added").waitFor();
    results.push(["add to cart", await slowestSince(page, mark)]);
    await page.close();

    const reader = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await reader.addCookies([{ name: "session", value: "seed-reader-session", url: base }]);
    await reader.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
    await reader.addInitScript(OBSERVER);
    page = await hydratedPage(reader, `${base}/artguide/place/new-york`);
    mark = await markOf(page);
    // A card not yet in the reader's myguide, held by its position (its button's name changes).
    const cards = page.locator(".g-card");
    const texts = await cards.evaluateAll((all) => all.map((card) => card.textContent ?? ""));
    const card = cards.nth(
      Math.max(
        0,
        texts.findIndex((text) => text.includes("+myguide")),
      ),
    );
    await press(card.getByRole("button", { name: "+myguide" }));
    await card.getByRole("button", { name: "-myguide" }).waitFor();
    results.push(["myguide toggle", await slowestSince(page, mark)]);
    // Leave the reader's myguide as it was.
    await card.getByRole("button", { name: "-myguide" }).click();
    await card.getByRole("button", { name: "+myguide" }).waitFor();
    await page.close();
    await reader.close();

    page = await hydratedPage(context, `${base}/artguide/place/new-york`);
    const explore = page.getByRole("button", { name: "explore map" });
    await explore.hover();
    await page.waitForTimeout(300);
    // Timed in the page, from the click's event to the map marked ready: Playwright's own search
    // for the button by its role (a walk of the whole page, slowed 4× too) is not the site's time.
    await page.evaluate(() => {
      const times = {};
      window.__mapTimes = times;
      document.addEventListener("click", (event) => (times.click ??= event.timeStamp), { capture: true });
      new MutationObserver(() => {
        if (document.querySelector('[data-testid=guide-map-canvas][data-ready="true"]'))
          times.ready ??= performance.now();
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
    });
    await explore.click();
    await page.locator('[data-testid=guide-map-canvas][data-ready="true"]').waitFor({ timeout: 60_000 });
    const { click, ready } = await page.evaluate(() => window.__mapTimes);
    results.push(["open the map until tiles and markers show", Math.round(ready - click), "map"]);
    await page.close();
    await context.close();
  } finally {
    await browser.close();
  }
  return results;
}
