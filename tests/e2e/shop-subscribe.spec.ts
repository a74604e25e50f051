import { ownClientAddress } from "./accounts-helpers";
import { expect, type Page, test } from "./fixtures";
import { fillBilling, hydrated, signInFresh } from "./shop-helpers";

test.use({ extraHTTPHeaders: ownClientAddress() });

const selectedPlan = (page: Page) => page.locator(".shop-plan--selected");

test("the subscribe form: delivery, recipient and terms reload the options; a term is a history entry", async ({
  page,
  request,
}) => {
  await signInFresh(page, request, "chooser");
  await page.goto("/subscribe?utm_source=newsletter");
  await hydrated(page);
  await expect(selectedPlan(page)).toHaveAttribute("data-plan-id", "P2Y-US");
  await expect(page.locator('.shop-plan[data-plan-id="P2Y-US"] .badge')).toHaveText("Best Deal!");
  await expect(page.locator('.shop-plan[data-plan-id="P1Y-US"]')).toHaveClass(/shop-plan--secondary/);

  // International shows the country list and its plans; Canada has its own.
  await page.getByRole("link", { name: "International" }).click();
  await expect(selectedPlan(page)).toHaveAttribute("data-plan-id", "P2Y-ITNL");
  // International is INTL until a country is chosen.
  await expect(page.locator("#sub-country")).toHaveValue("INTL");
  await expect(page.locator("#sub-country option:checked")).toHaveText("Choose a country");
  await expect(page.locator('input[name="shiptoCountry"]')).toHaveValue("INTL");
  await expect(page.locator("#sub-country option", { hasText: "United Kingdom" })).toHaveCount(1);
  await page.locator("#sub-country").selectOption("FR");
  await expect(page.locator('input[name="shiptoCountry"]')).toHaveValue("FR");
  await page.locator("#sub-country").selectOption("CA");
  await expect(selectedPlan(page)).toHaveAttribute("data-plan-id", "P2Y-CA");
  await page.getByRole("link", { name: "U.S." }).click();
  await expect(page.locator("#sub-country")).toHaveCount(0);
  await expect(selectedPlan(page)).toHaveAttribute("data-plan-id", "P2Y-US");

  // Choosing terms pushes orderTerm; going back restores the previous one.
  await page.locator('.shop-plan[data-plan-id="P1Y-US"]').getByRole("link").click();
  await expect(page).toHaveURL(/orderTerm=P1Y-US/);
  await page.locator('.shop-plan[data-plan-id="D1Y"]').getByRole("link").click();
  await expect(page).toHaveURL(/orderTerm=D1Y/);
  await expect(page).toHaveURL(/utm_source=newsletter/);
  // A digital-only term needs no shipping.
  await expect(page.locator('[data-section="shipping"]')).toHaveCount(0);
  await page.goBack();
  await expect(selectedPlan(page)).toHaveAttribute("data-plan-id", "P1Y-US");
  await expect(page.getByLabel("Ship to my billing address")).toBeChecked();

  // The student note; a code that is not active is cleared.
  await page.getByRole("link", { name: "Student" }).click();
  await expect(page.getByTestId("student-note")).toContainText("valid college or university e-mail");
  await expect(page.getByTestId("student-note").getByRole("link")).toHaveAttribute("target", "_blank");
  await page.getByRole("link", { name: "For myself" }).click();
  // Wait for the individual options before typing: a reload in flight would redraw the field.
  await expect(page.getByTestId("student-note")).toHaveCount(0);
  await expect(selectedPlan(page)).toHaveAttribute("data-plan-id", "P2Y-US");
  await page.getByLabel("Discount code").fill("SPRING2019");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("code-error")).toHaveText("This code is not valid.");
  // The code is cleared: not left in the field to be sent again.
  await expect(page.getByLabel("Discount code")).toHaveValue("");
});

test("buy a gift subscription with an active discount code, paid through the sandbox", async ({ page, request }) => {
  await signInFresh(page, request, "gifter");
  await page.goto("/subscribe");
  await hydrated(page);
  await page.getByRole("link", { name: "As a gift" }).click();
  await expect(page.locator('.shop-plan[data-plan-id="G2Y-US"]')).toBeVisible();
  await expect(page.getByTestId("subscribe-progress")).toHaveText("1 of 4 complete");
  await page.getByTestId("subscribe-button").click();
  await expect(page.getByTestId("subscribe-message")).toHaveText("Please select a subscription plan");

  await page.locator('.shop-plan[data-plan-id="G2Y-US"]').getByRole("link").click();
  await expect(page.locator('.shop-plan[data-plan-id="G2Y-US"] .shop-plan__price')).toHaveText("$90");
  await page.getByLabel("Discount code").fill("welcome10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("discount-note")).toHaveText("Discount reflected in prices below. (10% off)");
  await expect(page.getByLabel("Discount code")).toHaveCount(0);
  await expect(page.locator('.shop-plan[data-plan-id="G2Y-US"] .shop-plan__price')).toContainText("$81");

  await page.getByTestId("subscribe-button").click();
  await expect(page.getByTestId("subscribe-message")).toHaveText("Please complete payment information");
  // Empty required fields show the error style until they are filled.
  await expect(page.getByLabel("First name").first()).toHaveClass(/field__input--missing/);
  await expect(page.getByLabel("Phone (optional)").first()).not.toHaveClass(/field__input--missing/);
  await page.getByLabel("Recipient's e-mail address").fill("friend@example.org");
  // < and > are blocked as they are typed, and the field says why until the reader types on.
  const from = page.getByLabel("From (your name)");
  const refused = page.locator(".subscribe-gift").getByRole("alert");
  await from.pressSequentially("Ada <b>");
  await expect(from).toHaveValue("Ada b");
  await expect(refused).toHaveText("The characters <> are not allowed.");
  await from.pressSequentially(" L");
  await expect(from).toHaveValue("Ada b L");
  await expect(refused).toHaveCount(0);
  await fillBilling(page);
  await expect(page.getByLabel("First name").first()).not.toHaveClass(/field__input--missing/);
  await expect(page.getByTestId("subscribe-progress")).toHaveText("4 of 4 complete");
  await expect(page.getByTestId("subscribe-button")).toHaveAttribute("data-state", "ready");
  await page.getByTestId("subscribe-button").click();

  await expect(page).toHaveURL(/\/payment\/sandbox\?ref=subscription-\d+$/);
  await expect(page.getByRole("heading", { name: "Pay $81" })).toBeVisible();
  await page.getByTestId("sandbox-approve").click();
  await expect(page).toHaveURL(/\/subscription\/\d+$/);
  await expect(page.getByTestId("subscribe-done")).toHaveText("Thank you for your gift");
  await expect(page.getByTestId("subscribe-discount")).toHaveText("Discount code WELCOME10 applied.");
});

test("the address holds recipient, delivery and term: reload, a shared link and back show that form", async ({
  page,
  request,
  browser,
}) => {
  await signInFresh(page, request, "addresskeeper");
  await page.goto("/subscribe");
  await hydrated(page);
  const recipient = (name: string) => page.getByRole("navigation", { name: "Recipient" }).getByRole("link", { name });
  const term = (id: string) => page.locator(`.shop-plan[data-plan-id="${id}"]`).getByRole("link");

  await recipient("As a gift").click();
  await expect(page).toHaveURL(/\/subscribe\?recipient=gift$/);
  await term("G2Y-US").click();
  await expect(page).toHaveURL(/\/subscribe\?recipient=gift&orderTerm=G2Y-US$/);
  await page.reload();
  await hydrated(page);
  await expect(recipient("As a gift")).toHaveAttribute("aria-current", "true");
  await expect(selectedPlan(page)).toHaveAttribute("data-plan-id", "G2Y-US");

  await recipient("For myself").click();
  await expect(page).toHaveURL(/\/subscribe\?orderTerm=P2Y-US$/);
  await page.getByRole("link", { name: "International" }).click();
  await expect(page).toHaveURL(/\/subscribe\?country=INTL&orderTerm=P2Y-ITNL$/);
  await page.locator("#sub-country").selectOption("FR");
  await expect(page).toHaveURL(/\/subscribe\?country=FR&orderTerm=P2Y-ITNL$/);
  await term("P1Y-ITNL").click();
  await expect(page).toHaveURL(/\/subscribe\?country=FR&orderTerm=P1Y-ITNL$/);
  const shared = page.url();
  await page.reload();
  await hydrated(page);
  await expect(recipient("For myself")).toHaveAttribute("aria-current", "true");
  await expect(page.locator("#sub-country")).toHaveValue("FR");
  await expect(selectedPlan(page)).toHaveAttribute("data-plan-id", "P1Y-ITNL");

  // Back through the entries: each shows its own form.
  const back = async (url: RegExp, plan: string | null, country: string | null) => {
    await page.goBack();
    await expect(page).toHaveURL(url);
    if (country) await expect(page.locator("#sub-country")).toHaveValue(country);
    else await expect(page.locator("#sub-country")).toHaveCount(0);
    if (plan) await expect(selectedPlan(page)).toHaveAttribute("data-plan-id", plan);
    else await expect(selectedPlan(page)).toHaveCount(0);
  };
  await back(/\?country=FR&orderTerm=P2Y-ITNL$/, "P2Y-ITNL", "FR");
  await back(/\?country=INTL&orderTerm=P2Y-ITNL$/, "P2Y-ITNL", "INTL");
  await back(/\?orderTerm=P2Y-US$/, "P2Y-US", null);
  await back(/\?recipient=gift&orderTerm=G2Y-US$/, "G2Y-US", null);
  await expect(recipient("As a gift")).toHaveAttribute("aria-current", "true");
  await back(/\?recipient=gift$/, null, null);
  await back(/\/subscribe$/, "P2Y-US", null);
  await expect(recipient("For myself")).toHaveAttribute("aria-current", "true");

  // The shared link, without JavaScript: the same form.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const other = await plain.newPage();
  await other.goto(shared);
  await expect(other.locator("#sub-country")).toHaveValue("FR");
  await expect(other.locator(".shop-plan--selected")).toHaveAttribute("data-plan-id", "P1Y-ITNL");
  await plain.close();
});
