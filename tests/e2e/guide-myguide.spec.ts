import { ownClientAddress, registerThroughApi } from "./accounts-helpers";
import { expect, type Page, test } from "./fixtures";

// Myguide with JavaScript: a visitor adds a listing, signs in midway and finds
// it added; sort, place filter and back navigation; clearing behind the warning.
const PASSWORD = "guide-e2e-password-1";

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function freshReader(page: Page, name: string) {
  await page.setExtraHTTPHeaders(ownClientAddress());
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  return registerThroughApi(page.request, name, PASSWORD);
}

async function signInByApi(page: Page, email: string) {
  const res = await page.request.post("/api/login_check", {
    data: { _username: email, _password: PASSWORD, reload: false },
  });
  expect(res.ok()).toBe(true);
}

test("a visitor's +myguide asks to sign in, and the listing is in myguide once signed in", async ({ page }) => {
  const email = await freshReader(page, "myguide-visitor");
  await hydrated(page, "/artguide/mustsee");
  const card = page.locator(".g-card").first();
  const title = (await card.locator(".g-card__show").textContent()) ?? "";
  await card.getByRole("button", { name: "+myguide" }).click();

  const signIn = page.getByRole("dialog", { name: "SIGN IN" });
  await expect(signIn).toContainText("Sign in to add this listing to your myguide.");
  await signIn.getByLabel("Username or email").fill(email);
  await signIn.getByLabel("Password").fill(PASSWORD);
  // The button turns at once (optimistic); the list page is read after the server has the add.
  const added = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes("/guide/myguide/exhibition/"),
  );
  await signIn.getByRole("button", { name: "Submit" }).click();
  await expect(signIn).toHaveCount(0);
  await expect(card.getByRole("button", { name: "-myguide" })).toBeVisible();
  expect((await added).ok(), "the add, sent once signed in").toBe(true);

  await hydrated(page, "/artguide/myguide");
  await expect(page.locator(".g-card__show")).toHaveText([title]);

  // Removing shows at once and stays removed.
  await page.locator(".g-card").first().getByRole("button", { name: "-myguide" }).click();
  await expect(page.getByText("myguide is your personal list of shows to see.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("myguide is your personal list of shows to see.")).toBeVisible();
});

test("a +myguide the server refuses turns back and says it did not save", async ({ page }) => {
  const email = await freshReader(page, "myguide-refused");
  await signInByApi(page, email);
  await page.route("**/api/guide/myguide/exhibition/*", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
  );
  await hydrated(page, "/artguide/place/new-york?category=galleries");
  const card = page.locator(".g-card").first();
  await card.getByRole("button", { name: "+myguide" }).click();
  await expect(card.getByRole("alert")).toHaveText("Not saved. Try again.");
  await expect(card.getByRole("button", { name: "+myguide" })).toBeVisible();
  // The next try clears the note (and, refused again, says it again).
  await page.unroute("**/api/guide/myguide/exhibition/*");
  await card.getByRole("button", { name: "+myguide" }).click();
  await expect(card.getByRole("button", { name: "-myguide" })).toBeVisible();
  await expect(card.getByRole("alert")).toHaveCount(0);
});

test("sort and filter myguide, with back navigation restoring the filter", async ({ page }) => {
  const email = await freshReader(page, "myguide-sort");
  await signInByApi(page, email);
  // One exhibition in each of two cities.
  const cities = ["new-york", "berlin"];
  for (const city of cities) {
    const list = (await (await page.request.get(`/api/guide/exhibitions/${city}`)).json()) as
      | { exhibitions?: { id: number }[] }
      | { id: number }[];
    const items = Array.isArray(list) ? list : (list.exhibitions ?? []);
    expect(items.length).toBeGreaterThan(0);
    expect((await page.request.post(`/api/guide/myguide/exhibition/${items[0]!.id}`)).ok()).toBe(true);
  }
  await hydrated(page, "/artguide/myguide");
  await expect(page.locator(".g-card")).toHaveCount(2);
  await expect(page.locator(".g-section__title").first()).toContainText("Ends ");

  await page.getByRole("link", { name: "sort by city" }).click();
  await expect(page).toHaveURL(/sort=city/);
  await expect(page.locator(".g-section__title").first()).not.toContainText("Ends ");

  const tabs = page.getByRole("navigation", { name: "Places" });
  await expect(tabs.getByRole("link")).toHaveText(["All 2", /^\S.* 1$/, /^\S.* 1$/]);
  await tabs.getByRole("link", { name: "Berlin" }).click();
  await expect(page).toHaveURL(/place_url=berlin/);
  await expect(page.locator(".g-card")).toHaveCount(1);

  await page.goBack();
  await expect(page).not.toHaveURL(/place_url/);
  await expect(page.locator(".g-card")).toHaveCount(2);

  // Emptying a filtered list says so, then shows every place again.
  await page.goForward();
  await expect(page.locator(".g-card")).toHaveCount(1);
  await page.locator(".g-card").getByRole("button", { name: "-myguide" }).click();
  await expect(page.getByText("redirecting to all myguide locations.")).toBeVisible();
  await expect(page).not.toHaveURL(/place_url/);
  await expect(page.locator(".g-card")).toHaveCount(1);
});

test("clear myguide asks first; Cancel keeps, Confirm empties", async ({ page }) => {
  const email = await freshReader(page, "myguide-clear");
  await signInByApi(page, email);
  const list = (await (await page.request.get("/api/guide/exhibitions/new-york")).json()) as {
    exhibitions?: { id: number }[];
  };
  for (const x of (list.exhibitions ?? []).slice(0, 2))
    await page.request.post(`/api/guide/myguide/exhibition/${x.id}`);
  // The machine's sync may still be on its way when the reader confirms (a busy server):
  // hold its answer (taken before the clear) until after Confirm; it must not bring the shows back.
  let releaseSync!: () => void;
  const syncHeld = new Promise<void>((resolve) => (releaseSync = resolve));
  await page.route("**/api/guide/myguide/exhibitions", async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const response = await route.fetch();
    await syncHeld;
    await route.fulfill({ response });
  });
  await hydrated(page, "/artguide/myguide");
  await expect(page.locator(".g-card")).toHaveCount(2);

  await page.getByRole("link", { name: "clear myguide" }).click();
  const warning = page.getByRole("alertdialog");
  await expect(warning).toContainText("This will remove all exhibitions from myguide.");
  await warning.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.locator(".g-card")).toHaveCount(2);

  await expect(page.getByRole("button", { name: "explore map" })).toBeVisible();
  await page.getByRole("link", { name: "clear myguide" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  const synced = page.waitForResponse(
    (r) => r.url().endsWith("/guide/myguide/exhibitions") && r.request().method() === "GET",
  );
  releaseSync();
  await synced;
  // Two frames later the page has read the sync's answer and rendered what follows from it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByText("myguide is your personal list of shows to see.")).toBeVisible();
  await expect(page.locator(".g-card")).toHaveCount(0);
  // With myguide emptied the map switches to nearby mode: its button offers the shows nearby.
  await expect(page.getByRole("button", { name: "nearby", exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator(".g-card")).toHaveCount(0);
  // Opened empty, myguide offers the shows nearby too.
  await expect(page.getByRole("button", { name: "nearby", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "explore map" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "plan my route" })).toHaveCount(0);
});

test("myguide prints a clean list: no site header or footer, no buttons or tabs, just the shows", async ({ page }) => {
  const email = await freshReader(page, "myguide-print");
  await signInByApi(page, email);
  const list = (await (await page.request.get("/api/guide/exhibitions/new-york")).json()) as
    | { exhibitions?: { id: number }[] }
    | { id: number }[];
  const items = Array.isArray(list) ? list : (list.exhibitions ?? []);
  expect((await page.request.post(`/api/guide/myguide/exhibition/${items[0]!.id}`)).ok()).toBe(true);
  await hydrated(page, "/artguide/myguide");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".g-card")).toHaveCount(1);
  await expect(page.locator(".g-card h3, .g-card h2").first()).toBeVisible();
  await expect(page.locator("body > * header, header").first()).toBeHidden();
  await expect(page.locator("footer").first()).toBeHidden();
  await expect(page.getByRole("button", { name: "-myguide" })).toBeHidden();
  await expect(page.getByRole("button", { name: "print" })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("myguide-print.png"), fullPage: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("+myguide and -myguide are forms: the page comes back with the listing added, then removed", async ({
    page,
  }) => {
    const email = await freshReader(page, "myguide-nojs");
    await signInByApi(page, email);
    await page.goto("/artguide/place/new-york?category=galleries");
    const card = page.locator(".g-card").first();
    const id = await card.getAttribute("data-exhibition-id");
    await card.getByRole("button", { name: "+myguide" }).click();
    await expect(page).toHaveURL("/artguide/place/new-york?category=galleries");
    const same = page.locator(`.g-card[data-exhibition-id="${id}"]`);
    await expect(same.getByRole("button", { name: "-myguide" })).toHaveAttribute("aria-pressed", "true");

    await same.getByRole("button", { name: "-myguide" }).click();
    await expect(
      page.locator(`.g-card[data-exhibition-id="${id}"]`).getByRole("button", { name: "+myguide" }),
    ).toBeVisible();
  });
});
