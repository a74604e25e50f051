import { expect, type Page, test } from "./fixtures";

const SHOTS = "/tmp/shots-newsletter";

async function signIn(page: Page, path: string) {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  const signInForm = page.locator("main form").filter({ has: page.locator('input[name="_username"]') });
  await signInForm.locator('input[name="_username"]').fill("admin");
  await signInForm.locator('input[name="_password"]').fill("admin-password-1");
  await signInForm.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

// The admin imports a list, previews a template, sends a test and dispatches to the list.
test("admin imports a CSV list, previews, tests and dispatches to it, then finds it in the archive", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const listName = `Openings guests ${stamp}`;
  await signIn(page, "/admin/newsletter/segment-lists");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  const form = page.getByTestId("import-form");
  await form.getByLabel("List name").fill(listName);
  await form.getByLabel("Or upload a CSV file").setInputFiles({
    name: "guests.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`email\nguest1-${stamp}@example.org\nnot an address\nguest2-${stamp}@example.org\n`),
  });
  await form.getByRole("button", { name: "Check and import" }).click();
  await expect(page.getByTestId("import-summary")).toContainText("2 addresses accepted, 1 row rejected.");
  await expect(page.getByTestId("import-rejected")).toContainText("not a valid e-mail address");

  await page.goto("/admin/newsletter/shows");
  const preview = page.frameLocator('[data-testid="mail-preview"]');
  await expect(preview.locator("h1")).toContainText("this week");
  await page.getByTestId("compose-link").click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/dispatch\?kind=shows/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  const compose = page.getByTestId("compose-form");
  await compose.getByLabel("Segment").selectOption({ label: `List: ${listName} (2)` });
  await compose.getByLabel("Subject").fill(`Openings ${stamp}`);
  await compose.getByRole("button", { name: "Send a test to yourself" }).click();
  await expect(page.getByTestId("compose-notice")).toContainText("A test was queued to your address.");

  await compose.getByRole("button", { name: "Send to segment" }).click();
  await expect(page.getByTestId("dispatch-notice")).toBeVisible();
  await expect(page.getByTestId("dispatch-recipient-list")).toContainText(`guest1-${stamp}@example.org`);

  await page.goto("/admin/newsletter/archive");
  const row = page.getByTestId("dispatch-row").filter({ hasText: `Openings ${stamp}` });
  await expect(row.getByTestId("dispatch-recipients")).toHaveText("2");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("compose, preview and dispatch work as plain forms", async ({ page }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, "/admin/newsletter/segment-lists");
    const form = page.getByTestId("import-form");
    await form.getByLabel("List name").fill(`Plain list ${stamp}`);
    await form.getByLabel("Paste CSV").fill(`plain-${stamp}@example.org`);
    await form.getByRole("button", { name: "Check and import" }).click();
    await expect(page.getByTestId("import-summary")).toContainText("1 address accepted");

    await page.goto("/admin/newsletter/dispatch");
    const compose = page.getByTestId("compose-form");
    await compose.getByLabel("Template").selectOption("stationary");
    await compose.getByRole("button", { name: "Preview" }).click();
    await expect(page).toHaveURL(/kind=stationary/);
    await expect(page.frameLocator('[data-testid="mail-preview"]').locator("h1")).toHaveText(
      "A letter from Artmagazine",
    );

    const again = page.getByTestId("compose-form");
    await again.getByLabel("Segment").selectOption({ label: `List: Plain list ${stamp} (1)` });
    await again.getByLabel("Subject").fill(`Plain ${stamp}`);
    await again.getByRole("button", { name: "Send to segment" }).click();
    await expect(page.getByTestId("dispatch-notice")).toBeVisible();
    await expect(page.getByTestId("dispatch-recipients")).toHaveText("1");
  });
});

test.describe("screenshots", () => {
  for (const width of [1280, 390]) {
    test(`compose, archive and statistics at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await signIn(page, "/admin/newsletter/dispatch?kind=print");
      await page.getByTestId("mail-preview").scrollIntoViewIfNeeded();
      await expect(page.frameLocator('[data-testid="mail-preview"]').locator("h1")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/compose-${width}.png`, fullPage: true });
      await page.goto("/admin/newsletter/archive");
      await page.screenshot({ path: `${SHOTS}/archive-${width}.png`, fullPage: true });
      await page.goto("/admin/reports/email-marketer-statistics");
      await expect(page.getByTestId("stats-chart")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/statistics-${width}.png`, fullPage: true });
    });
  }
});
