import {
  ownClientAddress,
  registerThroughApi,
  requestResetThroughApi,
  resetLinkFor,
  signedInWithoutReferer,
  solveCaptcha,
  uniqueEmail,
} from "./accounts-helpers";
import { expect, test } from "./fixtures";

// The same registration and sign-in with JavaScript disabled: real forms and server actions.
test.use({ javaScriptEnabled: false, extraHTTPHeaders: ownClientAddress() });

test("registration through the e-mail step and the offline captcha works without JavaScript", async ({ page }) => {
  const email = uniqueEmail("nojs");
  await page.goto("/register");
  await page.getByLabel("E-mail address or username").fill(email);
  await page.getByRole("button", { name: "continue" }).click();
  const create = page.getByTestId("register-create-form");
  await expect(create).toContainText(email);
  await create.getByLabel("Password", { exact: true }).fill("a long password");
  await create.getByLabel("Confirm password").fill("a long password");
  await create.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("registration-error")).toHaveText("Please complete the captcha challenge.");
  await create.getByLabel("Password", { exact: true }).fill("a long password");
  await create.getByLabel("Confirm password").fill("a long password");
  await solveCaptcha(create);
  await create.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("registration-confirmation")).toHaveText(
    "Thank you for registering. You are now signed in.",
  );
  // The same page's header already says so.
  const header = page.getByTestId("site-header");
  await expect(header.getByTestId("account-signout")).toBeVisible();
  await expect(header.getByTestId("account-signin")).toHaveCount(0);
  await expect(header.getByTestId("account-register")).toHaveCount(0);
  await page.goto("/profile");
  await expect(page.getByTestId("profile-email")).toHaveText(email);
});

test("sign-in and sign-out work without JavaScript", async ({ page }) => {
  // A fresh account: failed tries on a shared demo account would add up across runs to its rate limit.
  const email = await registerThroughApi(page.request, "plain", "a plain password");
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "You have entered an invalid username or password. Please try again.",
  );
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password").fill("a plain password");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("account-username").first()).toHaveText(email.split("@")[0]!.slice(0, 10));
  await page.getByTestId("account-signout").first().click();
  await expect(page.getByTestId("account-signin").first()).toBeVisible();
});

test("a new username shows at once in the header of the page that confirms it", async ({ page }) => {
  const email = await registerThroughApi(page.request, "renamer", "a plain password");
  await page.goto("/login");
  await page.getByLabel("Username or email").fill(email);
  await page.getByLabel("Password").fill("a plain password");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.goto("/profile");
  const renamed = `Nova${Date.now() % 100000}`;
  await page.getByLabel("New username").fill(renamed);
  await page.getByRole("button", { name: "Save username" }).click();
  await expect(page.getByTestId("profile-username-answer")).toHaveText("Your username has been changed.");
  await expect(page.getByTestId("site-header").getByTestId("account-username")).toHaveText(renamed.slice(0, 10));
});

test("SIGN OUT without JavaScript returns to the page it was pressed on", async ({ page }) => {
  await signedInWithoutReferer(page, "/news?page=2");
  await page.goto("/news?page=2");
  await page.getByTestId("site-header").getByTestId("account-signout").click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.getByTestId("site-header").getByTestId("account-signin")).toBeVisible();
});

test("a new password set through the reset link is confirmed on the profile, without JavaScript", async ({ page }) => {
  const email = await registerThroughApi(page.request, "plainreset", "forgotten password");
  await requestResetThroughApi(page.request, email);
  await page.goto(await resetLinkFor(page, email));
  const reset = page.getByTestId("reset-form");
  await reset.getByLabel("New password", { exact: true }).fill("remembered password");
  await reset.getByLabel("Confirm new password").fill("remembered password");
  await reset.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("profile-notice")).toHaveText("Your password has been changed.");
});
