import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { offlineTexts } from "#machines/rules/pocket/offline";
import { POCKET_CACHE_PREFIX } from "#machines/rules/pocket/offlineCaches";
import { ownClientAddress, registerThroughApi } from "./accounts-helpers";
import { expect, type Locator, type Page, test } from "./fixtures";

// The pocket guide: after one online visit, myguide, a saved venue page and
// the map of saved venues open with the network off; a +myguide made offline
// reaches the server when the connection returns; sign-out clears the
// personal caches; a page not kept shows the offline page; a new version is
// announced once and takes over on the next page.
const PASSWORD = "pocket-e2e-password-1";
const SHOTS = process.env.POCKET_SHOTS_DIR ?? "/tmp/shots-pocket";

interface Listed {
  id: number;
  /** "artists\ntitle", as the api writes it. */
  title: string;
  location: { id: number; path: string; name: string };
}

/** The show's own title, as its card shows it apart from the artists. */
const showTitle = (x: Listed) => x.title.split("\n").at(-1) ?? "";

async function signedInReader(page: Page, name: string) {
  await page.setExtraHTTPHeaders(ownClientAddress());
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  const email = await registerThroughApi(page.request, name, PASSWORD);
  const res = await page.request.post("/api/login_check", {
    data: { _username: email, _password: PASSWORD, reload: false },
  });
  expect(res.ok()).toBe(true);
}

/** A New York venue with at least two shows: one saved online, the other added offline. */
async function venueWithTwoShows(page: Page): Promise<{ saved: Listed; other: Listed }> {
  const { exhibitions } = (await (await page.request.get("/api/guide/exhibitions/new-york")).json()) as {
    exhibitions: Listed[];
  };
  for (const x of exhibitions) {
    const other = exhibitions.find((y) => y.location.id === x.location.id && y.id !== x.id);
    if (other) return { saved: x, other };
  }
  throw new Error("The seed has no New York venue with two shows");
}

const myguideIds = async (page: Page) =>
  ((await (await page.request.get("/api/guide/myguide/exhibitions")).json()) as { ids: number[] }).ids;

/** Whether the device keeps this address, in any of the service worker's caches. */
const isKept = (page: Page, path: string) => page.evaluate(async (p) => (await caches.match(p)) !== undefined, path);

/** Whether an image has loaded and has a size (a broken one has none). */
const isDrawn = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** The ETag the local server gives the worker script: a new one each time it has reloaded after a change. */
const scriptTag = async (page: Page) => (await page.request.head("/sw.js")).headers().etag;

const pocketCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith("pocket-")));

// A first visit installs the worker and its app shell; the map draws with software WebGL.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test("/sw.js is served fresh with the site's headers, and the installed app's start page is installable", async ({
  playwright,
  baseURL,
  launchOptions,
  request,
}) => {
  const script = await request.get("/sw.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  expect(script.headers()["cache-control"]).toBe("no-cache");
  expect(script.headers()["x-content-type-options"]).toBe("nosniff");
  expect(script.headers()["x-frame-options"]).toBe("DENY");
  // Chromium's own installability check, on the start page with its worker running (not in an incognito profile).
  const profile = mkdtempSync(join(tmpdir(), "pocket-installable-"));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/artguide/myguide");
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("myguide, a saved venue and the map of saved venues work offline; an offline +myguide is sent back online", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInReader(page, "pocket-offline");
  const { saved, other } = await venueWithTwoShows(page);
  expect((await page.request.post(`/api/guide/myguide/exhibition/${saved.id}`)).ok()).toBe(true);

  // One online visit: the worker installs, keeps myguide, the saved show's venue and the offline map style.
  await page.goto("/artguide/myguide");
  await expect(page.locator(".g-card")).toHaveCount(1);
  const venuePath = saved.location.path;
  for (const path of [
    "/artguide/myguide",
    venuePath,
    "/api/guide/myguide/exhibitions",
    "/artguide/map/style.json?basemap=offline",
  ])
    await expect.poll(() => isKept(page, path), { message: path, timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto("/artguide/myguide");
  const card = page.locator(".g-card");
  await expect(card).toHaveCount(1);
  await expect(card.locator(".g-card__venue-name a").first()).toHaveAttribute("href", venuePath);
  await expect(card.locator(".g-address").first()).toBeVisible();
  await expect(page.locator(".pocket-saved")).toContainText(/Saved today at \d\d:\d\d\./);
  // The notice says what the browser says of its connection. Chromium 150 (Debian's today) still reports a
  // page the service worker served under Playwright's offline emulation as online; 156 reports it offline.
  const browserOnline = await page.evaluate(() => navigator.onLine);
  await expect(page.locator(".pocket-saved")).toContainText(
    browserOnline ? offlineTexts.unreachable : offlineTexts.offlineNow,
  );

  // The map of saved venues, on the offline basemap.
  await page.getByRole("button", { name: "explore map" }).click();
  await expect(page.getByRole("dialog", { name: "Map: myguide" })).toBeVisible();
  await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect(page.locator(".g-map__sidebar li")).toHaveCount(1);
  await expect(
    page.getByRole("dialog", { name: "Map: myguide" }).getByRole("link", { name: "directions" }),
  ).toHaveAttribute("href", /openstreetmap\.org\/directions/);
  await page.keyboard.press("Escape");

  // The saved show's venue page, followed from myguide.
  await card.locator(".g-card__venue-name a").first().click();
  await expect(page).toHaveURL(venuePath);
  // Offline, a link loads a whole page (from the kept copy): its buttons answer once it is hydrated.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator(`[data-exhibition-id="${other.id}"]`)).toBeVisible();
  await expect(page.locator(".pocket-saved")).toBeVisible();

  // The kept venue page's city map: offline it shows the venue of the shows the page lists.
  await page.getByRole("button", { name: "explore map" }).click();
  await expect(page.getByRole("dialog", { name: /^Map: / })).toBeVisible();
  await expect(page.getByTestId("guide-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect(page.locator(".g-map__sidebar li")).toHaveCount(1);
  await expect(page.locator(".g-map__sidebar li").first()).toContainText(saved.location.name);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: /^Map: / })).toBeHidden();

  // +myguide offline: shown at once, queued, and sent when the connection returns.
  const otherCard = page.locator(`[data-exhibition-id="${other.id}"]`);
  await otherCard.getByRole("button", { name: "+myguide" }).click();
  await expect(otherCard.getByRole("button", { name: "-myguide" })).toBeVisible();
  // Myguide opened offline lists the show just added, with the saved one.
  await page.goto("/artguide/myguide");
  await expect(page.locator(".pocket-saved")).toBeVisible();
  await expect(page.locator(".g-card")).toHaveCount(2);
  const added = page.locator(`.g-card[data-exhibition-id="${other.id}"]`);
  await expect(added.locator(".g-card__show")).toHaveText(showTitle(other));
  await expect(added.locator(".g-card__venue-name a").first()).toHaveAttribute("href", other.location.path);
  await expect(added.getByRole("button", { name: "-myguide" })).toBeVisible();
  await context.setOffline(false);
  await expect.poll(() => myguideIds(page), { timeout: 30_000 }).toContain(other.id);
  expect(await myguideIds(page)).toContain(saved.id);
});

test("a +myguide form posted offline before the page ran its script is queued, shown, and sent back online", async ({
  page,
  context,
}) => {
  await signedInReader(page, "pocket-form");
  const { saved, other } = await venueWithTwoShows(page);
  expect((await page.request.post(`/api/guide/myguide/exhibition/${saved.id}`)).ok()).toBe(true);
  await page.goto("/artguide/myguide");
  const venuePath = saved.location.path;
  for (const path of ["/artguide/myguide", venuePath, "/api/guide/myguide/exhibitions"])
    await expect.poll(() => isKept(page, path), { message: path, timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto(venuePath);
  const otherCard = page.locator(`[data-exhibition-id="${other.id}"]`);
  await expect(otherCard.getByRole("button", { name: "+myguide" })).toBeVisible();
  // The form as a page without its script posts it: the pressed button's intent, no submit handler.
  await otherCard.locator("form.g-myguide-toggle").evaluate((form: HTMLFormElement) => {
    const intent = Object.assign(document.createElement("input"), { type: "hidden", name: "intent", value: "add" });
    form.appendChild(intent);
    form.submit();
  });
  // Back on the venue's kept page, which shows the change the device holds for the server.
  await expect(page).toHaveURL(venuePath);
  await expect(page.locator(".pocket-saved")).toBeVisible();
  await expect(otherCard.getByRole("button", { name: "-myguide" })).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => myguideIds(page), { timeout: 30_000 }).toContain(other.id);
  expect(await myguideIds(page)).toContain(saved.id);
});

test("myguide offline at 390 px, and the offline page for a page the device has not kept", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInReader(page, "pocket-narrow");
  const { saved, other } = await venueWithTwoShows(page);
  expect((await page.request.post(`/api/guide/myguide/exhibition/${saved.id}`)).ok()).toBe(true);
  await page.goto("/artguide/myguide");
  await expect.poll(() => isKept(page, saved.location.path), { timeout: 30_000 }).toBe(true);
  // The reader sees the other show on its venue page: its image is kept as seen.
  await page.goto(saved.location.path);
  const otherCard = page.locator(`[data-exhibition-id="${other.id}"]`);
  await otherCard.scrollIntoViewIfNeeded();
  await expect.poll(() => isDrawn(otherCard.locator("img").first())).toBe(true);
  const otherImage = await otherCard
    .locator("img")
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  await expect.poll(() => isKept(page, otherImage), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  // A show added on the kept venue page: myguide's cards show it beside the saved one.
  await page.goto(saved.location.path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await otherCard.getByRole("button", { name: "+myguide" }).click();
  await expect(otherCard.getByRole("button", { name: "-myguide" })).toBeVisible();
  await page.goto("/artguide/myguide");
  await expect(page.locator(".g-card")).toHaveCount(2);
  await expect(page.locator(".pocket-saved")).toBeVisible();
  const added = page.locator(`.g-card[data-exhibition-id="${other.id}"]`);
  await added.scrollIntoViewIfNeeded();
  await expect.poll(() => isDrawn(added.locator("img").first())).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/myguide-offline-390.png`, fullPage: true });

  await page.goto("/artguide/search?q=painting");
  await expect(page).toHaveURL(/\/artguide\/offline\?from=%2Fartguide%2Fsearch/);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(
    page.getByText("This page is not saved on this device, so it can't open without a connection."),
  ).toBeVisible();
  await expect(page.getByText("Your myguide is available offline.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open myguide" })).toHaveAttribute("href", "/artguide/myguide");
  await page.screenshot({ path: `${SHOTS}/offline-page-390.png`, fullPage: false });
  await context.setOffline(false);
});

test("sign-out clears the personal caches: the next reader offline gets no one's myguide", async ({
  page,
  context,
}) => {
  await signedInReader(page, "pocket-signout");
  const { saved } = await venueWithTwoShows(page);
  expect((await page.request.post(`/api/guide/myguide/exhibition/${saved.id}`)).ok()).toBe(true);
  await page.goto("/artguide/myguide");
  await expect.poll(() => isKept(page, "/artguide/myguide"), { timeout: 30_000 }).toBe(true);
  expect((await pocketCaches(page)).some((n) => n.startsWith(`${POCKET_CACHE_PREFIX}a-`))).toBe(true);

  await page.goto("/logout");
  await expect
    .poll(async () => (await pocketCaches(page)).filter((n) => n.startsWith(`${POCKET_CACHE_PREFIX}a-`)))
    .toEqual([]);
  expect(await isKept(page, "/artguide/myguide")).toBe(false);

  await context.setOffline(true);
  await page.goto("/artguide/myguide");
  await expect(page).toHaveURL(/\/artguide\/offline/);
  await expect(page.locator(".g-card")).toHaveCount(0);
  await context.setOffline(false);
});

test("a new version is announced once and takes over when the reader follows a link", async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide");
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);

  // A new deploy: the worker script on the server changes. The local server then reloads itself,
  // which holds up the requests in flight meanwhile, and serves the new file under its old ETag until
  // it has: the test waits for the new ETag, and drops the browser's copy for the update check.
  const script = "build/client/sw.js";
  const deployed = readFileSync(script, "utf8");
  let tag = await scriptTag(page);
  writeFileSync(script, `${deployed}\n// the next deploy\n`);
  try {
    await expect.poll(() => scriptTag(page), { timeout: 30_000 }).not.toBe(tag);
    tag = await scriptTag(page);
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    const notice = page.locator(".pocket-update");
    await expect(notice).toContainText("A new version of the site is ready. It loads when you open the next page.");
    await expect(notice).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/update-notice-390.png`, fullPage: false });
    // Still the old worker under this page, the new one waiting.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
      true,
    );

    // The must-see tab: a plain guide page (reaching for "explore" would also start the map's load).
    await page.locator('main a[href="/artguide/mustsee"]').first().click();
    await page.waitForLoadState("load");
    await expect
      // The takeover loads the page again: a read during that navigation counts as "not yet".
      .poll(
        () =>
          page
            .evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null)
            .catch(() => false),
        { timeout: 60_000 },
      )
      .toBe(true);
    await expect(page.locator(".pocket-update")).toHaveCount(0);
  } finally {
    writeFileSync(script, deployed);
    // The next test starts on a server that has reloaded.
    await expect.poll(() => scriptTag(page), { timeout: 30_000 }).not.toBe(tag);
  }
});
