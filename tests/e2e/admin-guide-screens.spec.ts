import { expect, type Page, test } from "./fixtures";

// The guide admin's screens beyond venues and exhibitions, used as editors use them: signed in for real,
// through the menus. Copenhagen's city page and names with a stamp: other specs share the database.

async function signIn(page: Page, path: string, username: string, password: string) {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  const form = page.locator("main form").filter({ has: page.locator('input[name="_username"]') });
  await form.locator('input[name="_username"]').fill(username);
  await form.locator('input[name="_password"]').fill(password);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Follows each link of a menu by clicking it on the screen before: every one opens a working screen with its title. */
async function followEveryLink(page: Page, menuTestId: string, start: string, labels: readonly string[]) {
  await page.goto(start);
  for (const label of labels) {
    const link = page.getByTestId(menuTestId).getByRole("link", { name: label, exact: true });
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.locator(".admin-page__title").first(), label).toBeVisible();
    await expect(page.locator("body")).not.toContainText("not available yet");
  }
}

test("an art-guide admin follows every link of the menu, each a working screen", async ({ page }) => {
  await signIn(page, "/artguide/admin", "guideadmin", "guideadmin-password-1");

  // Every entry of the menu but logout (a form); CMS and CRM have no address here, so the menu has none.
  const menu = page.getByTestId("guide-admin-menu");
  await expect(menu.getByRole("link", { name: "CMS" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "CRM" })).toHaveCount(0);
  const labels = (await menu.locator("ul a").allTextContents()).map((t) => t.trim());
  expect(labels).toEqual([
    "artguide",
    "locations",
    "exhibitions",
    "members",
    "notifications",
    "must see",
    "citypages",
    "featured lists",
    "groups",
    "help",
  ]);
  await followEveryLink(page, "guide-admin-menu", "/artguide/admin", labels);
});

test("an art-guide admin groups two venues and the public venue page names the group", async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, "/artguide/admin/groups", "guideadmin", "guideadmin-password-1");
  // A location group of two venues: the public venue page names it and links the other.
  const groupName = `Harrowgate Spaces ${stamp}`;
  const create = page.getByTestId("new-group-form");
  await create.getByLabel("New group").fill(groupName);
  await create.getByRole("button", { name: "Create group" }).click();
  await expect(page.getByRole("status")).toHaveText("Group created.");
  // Newest first: the new group heads the list.
  const group = page.getByTestId("location-group").filter({ has: page.getByRole("heading", { name: groupName }) });
  await expect(group).toHaveCount(1);
  const venueNames: string[] = [];
  // The search lists venues outside any group, so a venue added is never offered again.
  const groupId = await group.locator('input[name="group_id"]').first().inputValue();
  for (const query of ["an", "er"]) {
    // The search is a GET form: its address lists the matches (each search starts from a settled page).
    await page.goto(`/artguide/admin/groups?group=${groupId}&venue=${query}`);
    await expect(group.getByLabel("Add a venue: find it by name")).toHaveValue(query);
    const add = group.getByTestId("group-venue-matches").getByRole("button", { name: /^Add / }).first();
    const name = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add /, "");
    await add.click();
    await expect(page.getByRole("status")).toHaveText("Venue added.");
    await expect(group.getByRole("link", { name, exact: true })).toBeVisible();
    venueNames.push(name);
  }
  await group.getByRole("link", { name: venueNames[0], exact: true }).click();
  await expect(page).toHaveURL(/\/artguide\/venue\//);
  const note = page.getByTestId("venue-group");
  await expect(note).toContainText(`Also part of ${groupName}`);
  await note.getByRole("link", { name: venueNames[1], exact: true }).click();
  await expect(page.getByTestId("venue-group")).toContainText(groupName);
  await expect(page.getByTestId("venue-group").getByRole("link", { name: venueNames[0], exact: true })).toBeVisible();
});

test("a listing sent through “become a member” is a notification the guide admin opens and dismisses; a city's introduction shows on its page", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const venue = `Larkspur Annex ${stamp}`;
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/participate");
  const listing = page.getByTestId("participate-form");
  await listing.getByLabel("Venue").fill(venue);
  await listing.getByLabel("City").selectOption("copenhagen");
  await listing.getByLabel("Street address").fill("Bredgade 20");
  await listing.getByLabel("E-mail").fill("office@larkspur.example");
  await listing.getByRole("button", { name: "Send listing" }).click();
  await expect(page.getByTestId("participate-sent")).toBeVisible();

  await signIn(page, "/artguide/admin/notifications?kind=submission", "guideadmin", "guideadmin-password-1");
  const item = page.getByTestId("notification").filter({ hasText: venue });
  // "Open" starts the members screen's venue search with the submitted name.
  await item.getByRole("link", { name: `Open ${venue}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/artguide/admin/members");
  await expect(page.getByLabel("Add a member: find the venue by name")).toHaveValue(venue);
  // A notification dismissed does not come back.
  await page.goto("/artguide/admin/notifications?kind=submission");
  await item.getByRole("button", { name: `Dismiss ${venue}` }).click();
  await expect(page.getByRole("status")).toHaveText("Dismissed.");
  await page.goto("/artguide/admin/notifications?kind=submission");
  await expect(page.getByTestId("notification").filter({ hasText: venue })).toHaveCount(0);

  // A city page's introduction shows on the public city page.
  await page.goto("/artguide/admin/citypages");
  await page.getByRole("link", { name: "Copenhagen", exact: true }).click();
  const form = page.getByTestId("citypage-form");
  const intro = `Copenhagen's galleries gather around Bredgade and in Vesterbro's meatpacking halls (${stamp}).`;
  await form.getByLabel("Introduction").fill(`<p>${intro}</p>`);
  await form.getByRole("button", { name: "Save city page" }).click();
  await expect(page.getByRole("status")).toHaveText("City page saved.");
  await page.getByRole("link", { name: "View the city page" }).click();
  await expect(page).toHaveURL(/\/artguide\/place\/copenhagen$/);
  await expect(page.locator(".g-city-intro")).toHaveText(intro);
});

test("an admin opens every screen of the admin menu's artguide and help entries", async ({ page }) => {
  // A walk through every screen of two menus and six entries again: about 30 s on two busy cores.
  test.setTimeout(90_000);
  await signIn(page, "/admin", "admin", "admin-password-1");
  const menu = page.getByTestId("admin-menu");
  await expect(menu.getByRole("link", { name: /instagram/ })).toHaveCount(0);
  // "artguide" leads into the art-guide admin area, with its own menu: each entry is followed from the admin's home.
  for (const label of ["artguide", "help"]) await followEveryLink(page, "admin-menu", "/admin", [label]);
  // The artguide entry's pages: shown while the entry has the focus, each a working screen.
  for (const label of ["locations", "location groups", "exhibitions", "must-see", "featured lists", "notifications"]) {
    await page.goto("/admin");
    await menu.getByRole("link", { name: "artguide", exact: true }).focus();
    const link = menu.getByRole("link", { name: label, exact: true });
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.locator(".admin-page__title").first(), label).toBeVisible();
    await expect(page.locator("body")).not.toContainText("not available yet");
  }
  await page.goto("/admin/help");
  await expect(page.getByRole("heading", { name: "location groups" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guide admin changes a membership with the members form", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "session", value: "seed-artguide-admin-session", url: baseURL! }]);
    await page.goto("/artguide/admin/members");
    const row = page.getByTestId("member").first();
    const name = (await row.getByRole("link").first().textContent())!;
    // Another status than the member's own, so the walk changes something on every run.
    const status = (await row.getByLabel(`Status of ${name}`).inputValue()) === "active" ? "lapsed" : "active";
    await row.getByLabel(`Status of ${name}`).selectOption(status);
    await row.getByLabel(`Renewal date of ${name}`).fill("2031-03-01");
    await row.getByRole("button", { name: `Save ${name}` }).click();
    await expect(page.getByRole("status")).toHaveText("Membership saved.");
    // The status filter is a plain link.
    await page.getByRole("link", { name: status, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/artguide/admin/members\\?status=${status}$`));
    const saved = page.getByTestId("member").filter({ hasText: name });
    await expect(saved.getByLabel(`Status of ${name}`)).toHaveValue(status);
    await expect(saved.getByLabel(`Renewal date of ${name}`)).toHaveValue("2031-03-01");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the guide admin's new screens fit the screen: nothing scrolls sideways", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "session", value: "seed-artguide-admin-session", url: baseURL! }]);
    for (const path of [
      "/artguide/admin/groups",
      "/artguide/admin/notifications",
      "/artguide/admin/members",
      "/artguide/admin/citypages",
      "/artguide/admin/citypages/new-york",
      "/artguide/admin/help",
    ]) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
