import { PROFILE_TEXTS } from "#machines/rules/account/profileTexts";
import { ownClientAddress } from "./accounts-helpers";
import { expect, test } from "./fixtures";

// The profile's subscription forms are real forms: without JavaScript they post to the page's action;
// with it, a refused post takes the reader to the field it names.
test.use({ javaScriptEnabled: false, extraHTTPHeaders: ownClientAddress() });

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "session", value: "seed-subscriber-session", url: baseURL! }]);
});

test("a subscriber turns auto-renewal off and back on without JavaScript", async ({ page }) => {
  await page.goto("/profile");
  const entry = page.getByTestId("profile-subscription-entry").first();
  await expect(entry).toContainText("2 years (20 issues)");
  // A run stopped halfway may have left it off: start from on.
  const backOn = entry.getByRole("button", { name: PROFILE_TEXTS.turnRenewalOn });
  if (await backOn.count()) await backOn.click();
  await expect(page.getByTestId("profile-renewal-date").first()).toContainText("Renews on");

  await page
    .getByTestId("profile-subscription-entry")
    .first()
    .getByRole("button", { name: PROFILE_TEXTS.turnRenewalOff })
    .click();
  await expect(page.getByTestId("profile-renewal-answer")).toContainText("Auto-renewal is off");
  await expect(page.getByTestId("profile-renewal-date").first()).toContainText("not renewed");

  await page
    .getByTestId("profile-subscription-entry")
    .first()
    .getByRole("button", { name: PROFILE_TEXTS.turnRenewalOn })
    .click();
  await expect(page.getByTestId("profile-renewal-answer")).toContainText("Auto-renewal is on");
  await expect(page.getByTestId("profile-renewal-date").first()).toContainText("Renews on");
});

test("a delivery address without a city is refused under the city field, keeping what was typed", async ({ page }) => {
  await page.goto("/profile");
  const entry = page.getByTestId("profile-subscription-entry").first();
  await entry.getByText(PROFILE_TEXTS.deliveryHeading).click();
  const form = entry.getByTestId("profile-delivery-form");
  await form.getByLabel("Address", { exact: true }).fill("77 Typed Street");
  await form.getByLabel("City").fill("");
  await form.getByRole("button", { name: PROFILE_TEXTS.saveDelivery }).click();
  const refused = page.getByTestId("profile-subscription-entry").first().getByTestId("profile-delivery-form");
  await expect(refused.getByRole("alert")).toHaveText("Please enter city.");
  await expect(refused.getByLabel("Address", { exact: true })).toHaveValue("77 Typed Street");
  await expect(refused.getByLabel("City")).toBeFocused();
  // Nothing changed: the address shown is still the kept one.
  await expect(page.getByTestId("profile-delivery-address").first()).not.toContainText("77 Typed Street");
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("a refused delivery address moves the focus to the field it names", async ({ page }) => {
    await page.goto("/profile");
    const entry = page.getByTestId("profile-subscription-entry").first();
    await entry.getByText(PROFILE_TEXTS.deliveryHeading).click();
    const form = entry.getByTestId("profile-delivery-form");
    await form.getByLabel("ZIP or postal code").fill("");
    await form.getByRole("button", { name: PROFILE_TEXTS.saveDelivery }).click();
    await expect(form.getByRole("alert")).toHaveText("Please enter zip or postal code.");
    await expect(form.getByLabel("ZIP or postal code")).toBeFocused();
    await expect(page.getByTestId("profile-delivery-address").first()).toContainText(/\d{5}/);
  });
});
