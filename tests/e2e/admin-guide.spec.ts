import { expect, test } from "./fixtures";

// The art-guide admin signs in for real, adds a venue with hours and an exhibition, and a reader finds both.
// Vienna, no must-see: the other e2e specs browse Berlin and New York and the must-see lists of the shared database.
test("art-guide admin creates a venue with hours and an exhibition that the public guide and its search show", async ({
  page,
}) => {
  // A whole workflow over eight pages: 24–31 s in CI runs on 2 cores, so the default 30 s is no margin.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const venueName = `Brackenridge Rooms ${stamp}`;
  const showTitle = `Saltglaze Weather ${stamp}`;
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));

  await page.goto("/artguide/admin/locations/new");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fartguide%2Fadmin%2Flocations%2Fnew$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const signIn = page.locator("main form").filter({ has: page.locator('input[name="_username"]') });
  await signIn.locator('input[name="_username"]').fill("guideadmin");
  await signIn.locator('input[name="_password"]').fill("guideadmin-password-1");
  await signIn.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/artguide\/admin\/locations\/new$/);
  await expect(page.getByTestId("guide-admin-menu")).toContainText("featured lists");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  const form = page.getByTestId("location-form");
  await form.getByLabel("Name").fill(venueName);
  await form.getByLabel("City of the guide").selectOption("vienna");
  await form.getByLabel("Address").fill("Schleifmühlgasse 3");
  await form.getByLabel("Town").fill("Vienna");
  await form.getByLabel("Phone").fill("+43 1 5812345");
  await form.getByLabel("Latitude").fill("48.197");
  await form.getByLabel("Longitude").fill("16.364");

  // Row 1: daily forces both sides; leaving daily restores the other side.
  await form.getByLabel("From day, row 1").selectOption("daily");
  await expect(form.getByLabel("Until day, row 1")).toHaveValue("daily");
  await form.getByLabel("From day, row 1").selectOption("Wed");
  await expect(form.getByLabel("Until day, row 1")).toHaveValue("Sat");
  await form.getByLabel("From time, row 1").selectOption({ label: "11:00 AM" });
  // A single row has no remove control; an added row can be removed again.
  await expect(form.getByTestId("hours-remove")).toHaveCount(0);
  await form.getByRole("button", { name: "+ add another date" }).click();
  await form.getByRole("button", { name: "remove row 2" }).click();
  await expect(form.getByTestId("hours-row")).toHaveCount(1);
  await expect(form.getByTestId("hours-remove")).toHaveCount(0);
  await form.getByRole("button", { name: "+ add another date" }).click();
  await form.getByLabel("From day, row 2").selectOption("Sun");
  await form.getByLabel("Until day, row 2").selectOption("Sun");
  await form.getByLabel("From time, row 2").selectOption({ label: "12:00 PM" });
  await form.getByLabel("Until time, row 2").selectOption({ label: "4:30 PM" });
  // 'by appointment only' disables the rows; unticked, they are back as they were.
  const appointment = form.getByLabel("by appointment only");
  await appointment.check();
  await expect(form.getByTestId("hours-rows")).toHaveAttribute("inert", "");
  await appointment.uncheck();
  await expect(form.getByTestId("hours-rows")).not.toHaveAttribute("inert");
  await expect(form.getByLabel("From day, row 2")).toHaveValue("Sun");
  // A real 1×1 PNG as the venue's image, uploaded through the form.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  await form.getByLabel("Upload an image").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: png });
  await form.getByRole("button", { name: "Save location" }).click();
  await expect(page.getByRole("status")).toHaveText("Location saved.");
  await expect(page.getByTestId("current-image")).toHaveAttribute("src", /^\/media\/uploads\/[0-9a-f-]+\.png$/);
  const venueId = /locations\/(\d+)/.exec(page.url())![1]!;

  await page.goto(`/artguide/admin/exhibitions/new?venue=${venueId}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const show = page.getByTestId("exhibition-form");
  await expect(show.getByText("artist line")).toHaveCount(0);
  await show.getByLabel("Exhibition title").fill(showTitle);
  await show.getByLabel("Artists").fill("Ines Calloway");
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  await show.getByLabel("Opens").fill(iso(new Date(today.getTime() - 86_400_000)));
  // The closing date through the DatePicker, loaded on demand: the 15th of next month.
  await show.getByTestId("calendar-show_end").click();
  const picker = page.getByTestId("date-picker");
  await picker.getByRole("button", { name: "Next month" }).click();
  await picker.getByRole("button", { name: "15", exact: true }).click();
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 15));
  await expect(show.getByLabel("Closes")).toHaveValue(iso(next));
  await show.getByRole("button", { name: "Save exhibition" }).click();
  await expect(page.getByRole("status")).toHaveText("Exhibition saved.");

  // The public guide: the venue block with its hours, and the show.
  await page.goto(`/artguide/search?search=${encodeURIComponent(stamp)}`);
  await expect(page.getByText(venueName).first()).toBeVisible();
  await expect(page.getByText(showTitle).first()).toBeVisible();
  await page.getByRole("link", { name: venueName }).first().click();
  await expect(page).toHaveURL(/\/artguide\/venue\//);
  const venuePage = page.url();
  // The uploaded image is the venue's primary image, served by the site.
  const venueImage = page.locator('.g-venue__media img[src^="/media/uploads/"]').first();
  await expect(venueImage).toBeVisible();
  expect(await venueImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByText("Wed–Sat 11:00 AM–6:00 PM; Sun 12:00 PM–4:30 PM").first()).toBeVisible();
  await expect(page.getByText(showTitle).first()).toBeVisible();

  // A featured list takes the new venue by name, not by id.
  await page.goto("/artguide/admin/featured-lists");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const list = page.getByTestId("featured-list").first();
  const listName = (await list.getByRole("heading").textContent())!;
  await list.getByLabel("Add a venue: find it by name").fill(stamp);
  await list.getByRole("button", { name: "Find" }).click();
  await list.getByRole("button", { name: `Add ${venueName}` }).click();
  await expect(list.getByRole("cell", { name: venueName, exact: true })).toBeVisible();
  await expect(list.getByRole("button", { name: `Add ${venueName}` })).toHaveCount(0);
  // The venue's page names the list it now belongs to.
  await page.goto(venuePage);
  await expect(page.getByText(listName).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The server applies the editor's rules: rows are added and removed by posting, and daily on one side is daily on both.
  test("the hours editor adds and removes rows and saves daily on both sides", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "session", value: "seed-artguide-admin-session", url: baseURL! }]);
    const venueName = `Kelpmoor Hall ${Date.now().toString(36)}`;
    await page.goto("/artguide/admin/locations/new");
    const form = page.getByTestId("location-form");
    await form.getByLabel("Name").fill(venueName);
    await form.getByLabel("City of the guide").selectOption("vienna");
    await form.getByLabel("Address").fill("Gumpendorfer Straße 10");
    await form.getByLabel("Town").fill("Vienna");
    await form.getByLabel("Latitude").fill("48.199");
    await form.getByLabel("Longitude").fill("16.359");
    await expect(form.getByTestId("hours-remove")).toHaveCount(0);
    await form.getByRole("button", { name: "+ add another date" }).click();
    await expect(form.getByTestId("hours-row")).toHaveCount(2);
    await form.getByLabel("From day, row 2").selectOption("Sun");
    await form.getByRole("button", { name: "+ add another date" }).click();
    await expect(form.getByTestId("hours-row")).toHaveCount(3);
    // Removing row 2 leaves rows 1 and 3, the fields kept.
    await form.getByRole("button", { name: "remove row 2" }).click();
    await expect(form.getByTestId("hours-row")).toHaveCount(2);
    await expect(form.getByLabel("Name")).toHaveValue(venueName);
    await expect(form.getByLabel("From day, row 2")).toHaveValue("Tue");
    await form.getByRole("button", { name: "remove row 2" }).click();
    await expect(form.getByTestId("hours-remove")).toHaveCount(0);
    // Daily on one side only: the server saves daily on both.
    await form.getByLabel("From day, row 1").selectOption("daily");
    await form.getByRole("button", { name: "Save location" }).click();
    await expect(page.getByRole("status")).toHaveText("Location saved.");
    await expect(form.getByLabel("Until day, row 1")).toHaveValue("daily");
    await page.getByRole("link", { name: "View on the guide" }).click();
    await expect(page.getByText("Daily 10:00 AM–6:00 PM").first()).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // A long venue name in the select, or the long delete button, once pushed the forms past the screen's edge.
  test("the admin screens fit the screen: nothing scrolls sideways", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "session", value: "seed-artguide-admin-session", url: baseURL! }]);
    for (const path of [
      "/artguide/admin/locations",
      "/artguide/admin/locations/1",
      "/artguide/admin/exhibitions",
      "/artguide/admin/exhibitions/1",
      "/artguide/admin/must-see",
      "/artguide/admin/featured-lists",
    ]) {
      await page.goto(path);
      await expect(page.locator("main h1, main h2").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
