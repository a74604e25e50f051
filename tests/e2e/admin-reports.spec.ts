import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import { ownClientAddress, registerThroughApi } from "./accounts-helpers";
import { expect, followTestTodayIn, type Page, test } from "./fixtures";

// The admin signs in for real and walks the reports and users screens; then the same filters and user actions without JavaScript.
test.use({ extraHTTPHeaders: ownClientAddress() });

async function signInAsAdmin(page: Page, path: string) {
  await page.context().addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
  const signIn = page.locator("main form").filter({ has: page.locator('input[name="_username"]') });
  await signIn.locator('input[name="_username"]').fill("admin");
  await signIn.locator('input[name="_password"]').fill("admin-password-1");
  await signIn.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The users table's row of one e-mail address, matched whole. */
const userRow = (page: Page, email: string) =>
  page
    .getByTestId("users-table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: email, exact: true }) });

test("an admin walks the reports, exports invoices, and manages a user", async ({ page, request, browser }) => {
  // A long walk through six screens: more than one page's time on a busy machine.
  test.setTimeout(90_000);
  const password = "a reader password";
  const email = await registerThroughApi(request, "managed", password);

  await signInAsAdmin(page, "/admin/reports");
  await expect(page.getByTestId("reports-overview")).toContainText("active subscribers in");

  // Invoices: filter to active subscriptions, open one, export the same filter as CSV.
  await page.getByTestId("admin-menu").getByRole("link", { name: "invoices" }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/invoices$/);
  const filters = page.getByTestId("invoice-filters");
  await filters.getByLabel("Kind").selectOption("subscription");
  await filters.getByLabel("Status").selectOption("active");
  await filters.getByRole("button", { name: REPORT_TEXTS.apply }).click();
  await expect(page).toHaveURL(/kind=subscription&status=active/);
  const table = page.getByTestId("invoices-table");
  await expect(table.locator("tbody tr").first()).toContainText("Subscription");
  await expect(table.locator(".admin-status--paid")).toHaveCount(0);
  await expect(page.getByTestId("total-USD")).toContainText("$");
  const csvHref = (await page.getByTestId("invoices-csv").getAttribute("href")) ?? "";
  expect(csvHref).toContain("kind=subscription");
  const csv = await page.request.get(csvHref);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toContain("attachment");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe("kind,id,date,status,customer,email,country,description,currency,amount");
  expect(lines.slice(1).every((l) => l.startsWith("subscription,") && l.includes(",active,"))).toBe(true);
  await table.locator("tbody tr").first().getByRole("link").first().click();
  await expect(page.getByTestId("invoice")).toContainText("Subscription invoice");
  await expect(page.getByTestId("invoice-total")).toContainText("$");

  // Registrations per month: a chart with bars, the figures below it.
  await page.goto("/admin/reports/user-registration-tally");
  const tally = page.getByTestId("registration-filters");
  await tally.getByLabel(REPORT_TEXTS.groupBy).selectOption("month");
  await tally.getByRole("button", { name: REPORT_TEXTS.apply }).click();
  await expect(page).toHaveURL(/group=month/);
  const chart = page.getByRole("img", { name: "Registrations per month" });
  await expect(chart).toBeVisible();
  const bars = chart.locator("rect.admin-chart__bar");
  expect(await bars.count()).toBeGreaterThanOrEqual(12);
  const heights = await bars.evaluateAll((rects) => rects.map((r) => Number(r.getAttribute("height"))));
  expect(Math.max(...heights)).toBeGreaterThan(100);
  await expect(page.getByTestId("registration-tally").locator("tbody tr")).toHaveCount(await bars.count());

  // Subscriber geolocation: a shaded world map and the table behind it.
  await page.goto("/admin/reports/subscriber-geolocation");
  const map = page.getByRole("img", { name: REPORT_TEXTS.mapTitle });
  await expect(map).toBeVisible();
  await expect(map.locator('path[data-country="US"]')).toHaveClass("admin-map__shade-5");
  await expect(page.getByTestId("geolocation-table")).toContainText("New York");
  await expect(page.getByTestId("geolocation-table")).toContainText("Ontario");

  // Users: find the new account, give and take a role, disable it, enable it, send it a recovery e-mail.
  await page.getByTestId("admin-menu").getByRole("link", { name: "users", exact: true }).click();
  await page.getByTestId("user-search").getByLabel(REPORT_TEXTS.searchLabel).fill(email);
  await page.getByTestId("user-search").getByRole("button", { name: REPORT_TEXTS.find }).click();
  // The row of exactly this address ("plainmanaged-…" of the other test contains "managed-…").
  await userRow(page, email).getByRole("link").click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByTestId("action-grant-guideadmin").click();
  await expect(page.getByTestId("user-notice")).toHaveText(REPORT_TEXTS.roleGranted("Art guide admin"));
  await expect(page.getByTestId("role-guideadmin")).toHaveAttribute("data-on", "yes");
  await page.getByTestId("action-revoke-guideadmin").click();
  await expect(page.getByTestId("user-notice")).toHaveText(REPORT_TEXTS.roleRevoked("Art guide admin"));
  await expect(page.getByTestId("role-guideadmin")).toHaveAttribute("data-on", "no");

  await page.getByTestId("action-disable").click();
  await expect(page.getByTestId("user-notice")).toHaveText(REPORT_TEXTS.disabledNotice);
  // The disabled reader is told so at sign-in.
  const other = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  await followTestTodayIn(other);
  const readerPage = await other.newPage();
  await readerPage.goto("/login");
  // Typed after hydration, so the page's own render cannot clear the fields.
  await expect(readerPage.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = readerPage.locator("main form").filter({ has: readerPage.locator('input[name="_username"]') });
  await form.locator('input[name="_username"]').fill(email);
  await form.locator('input[name="_password"]').fill(password);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(readerPage.getByText(REPORT_TEXTS.accountDisabled)).toBeVisible();
  await other.close();

  await page.getByTestId("action-enable").click();
  await expect(page.getByTestId("user-notice")).toHaveText(REPORT_TEXTS.enabledNotice);
  await page.getByTestId("action-recover").click();
  await expect(page.getByTestId("user-notice")).toHaveText(REPORT_TEXTS.recoverySent(email));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin groups the tally by day and gives a role with plain forms", async ({ page, request }) => {
    const email = await registerThroughApi(request, "plainmanaged", "a plain password");
    await signInAsAdmin(page, "/admin/reports/user-registration-tally");
    const tally = page.getByTestId("registration-filters");
    await tally.getByLabel(REPORT_TEXTS.groupBy).selectOption("day");
    await tally.getByRole("button", { name: REPORT_TEXTS.apply }).click();
    await expect(page).toHaveURL(/group=day/);
    await expect(page.getByRole("img", { name: "Registrations per day" })).toBeVisible();
    expect(await page.getByTestId("registration-tally").locator("tbody tr").count()).toBeGreaterThanOrEqual(60);

    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await userRow(page, email).getByRole("link").click();
    await page.getByTestId("action-grant-guideadmin").click();
    await expect(page.getByTestId("user-notice")).toHaveText(REPORT_TEXTS.roleGranted("Art guide admin"));
    await expect(page.getByTestId("role-guideadmin")).toHaveAttribute("data-on", "yes");
    await page.getByTestId("action-disable").click();
    await expect(page.getByTestId("user-notice")).toHaveText(REPORT_TEXTS.disabledNotice);
    await expect(page.getByTestId("action-enable")).toBeVisible();
  });
});
