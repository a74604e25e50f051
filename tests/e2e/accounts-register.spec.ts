import {
  openHome,
  ownClientAddress,
  registerThroughApi,
  resetLinkFor,
  signedInWithoutReferer,
  solveCaptcha,
  uniqueEmail,
} from "./accounts-helpers";
import { expect, test } from "./fixtures";

// Reader accounts with JavaScript: overlays, no reloads except after sign-in and sign-out.
test.use({ extraHTTPHeaders: ownClientAddress() });
test.beforeEach(async ({ page }) => openHome(page));

test("a new reader registers through the e-mail step and the offline captcha, signs out and signs in again", async ({
  page,
}) => {
  const email = uniqueEmail("e2e");
  const password = "a long password";
  await page.getByTestId("account-register").click();
  const register = page.getByRole("dialog", { name: "REGISTER" });
  await expect(register).toBeVisible();

  // The e-mail step: empty, then not valid, then a new valid address.
  await register.getByRole("button", { name: "continue" }).click();
  await expect(register.getByTestId("email-step-message")).toHaveText("Please enter an email or username.");
  const field = register.getByLabel("E-mail address or username");
  await field.fill("no-such-reader-name");
  await register.getByRole("button", { name: "continue" }).click();
  await expect(register.getByTestId("email-step-message")).toHaveText("Please enter a valid email.");
  // A typo found on the next step: "Change e-mail" goes back with the address kept.
  await field.fill(`${email}x`);
  await register.getByRole("button", { name: "continue" }).click();
  await expect(register.getByTestId("register-create-form")).toContainText(`${email}x`);
  await register.getByTestId("change-email").click();
  await expect(field).toHaveValue(`${email}x`);
  await field.fill(email);
  await register.getByRole("button", { name: "continue" }).click();

  // The create-password step: live password rules, then the captcha.
  const create = register.getByTestId("register-create-form");
  await expect(create).toContainText(email);
  await create.getByLabel("Password", { exact: true }).fill("short");
  await expect(create.getByTestId("password-message")).toHaveText("Your password must be at least 8 characters long.");
  await create.getByLabel("Password", { exact: true }).fill(password);
  await create.getByLabel("Confirm password").fill("a long passworX");
  await expect(create.getByTestId("password-message")).toHaveText("Your passwords do not match.");
  await create.getByLabel("Confirm password").fill(password);
  await expect(create.getByTestId("password-message")).toHaveCount(0);
  await create.getByRole("button", { name: "Create account" }).click();
  await expect(create.getByTestId("password-message")).toHaveText("Please complete the captcha challenge.");
  await solveCaptcha(create);
  await create.getByRole("button", { name: "Create account" }).click();

  // The confirmation replaces the form; the reader is signed in without a reload.
  await expect(register.getByTestId("registration-confirmation")).toHaveText(
    "Thank you for registering. You are now signed in.",
  );
  await expect(page.getByTestId("account-links").first()).toHaveAttribute("data-state", "signed-in");
  const username = email.split("@")[0]!.slice(0, 10);
  await expect(page.getByTestId("account-username").first()).toHaveText(username);
  await page.keyboard.press("Escape");

  // Sign out reloads the page signed out.
  await page.getByTestId("account-signout").first().click();
  await expect(page.getByTestId("account-signin").first()).toBeVisible();

  // Sign in through the overlay: a wrong password first, then the right one.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByTestId("account-signin").first().click();
  const signIn = page.getByRole("dialog", { name: "SIGN IN" });
  await signIn.getByLabel("Username or email").fill(email);
  await signIn.getByLabel("Password").fill("not my password");
  await signIn.getByRole("button", { name: "Submit" }).click();
  await expect(signIn.getByRole("alert")).toHaveText(
    "You have entered an invalid username or password. Please try again.",
  );
  await signIn.getByLabel("Password").fill(password);
  await signIn.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByTestId("account-username").first()).toHaveText(username);
  await expect(page.getByRole("dialog", { name: "SIGN IN" })).toHaveCount(0);
});

test("a known e-mail in the register overlay leads to the password step", async ({ page }) => {
  await page.getByTestId("account-register").click();
  const register = page.getByRole("dialog", { name: "REGISTER" });
  await register.getByLabel("E-mail address or username").fill("reader@example.com");
  await register.getByRole("button", { name: "continue" }).click();
  await expect(register.getByLabel("Password")).toBeFocused();
  await expect(register.getByLabel("Username or email")).toHaveValue("reader@example.com");
});

test("a reader recovers a password through the outbox link and is signed in", async ({ page }) => {
  const email = await registerThroughApi(page.request, "forgot", "forgotten password");

  await page.goto("/recover");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.getByTestId("recover-form");
  await form.getByLabel("E-mail address").fill(email);
  // Without the captcha the form is silently not submitted.
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(form).toBeVisible();
  await solveCaptcha(form);
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("recovery-confirmation")).toContainText("A confirmation e-mail has been sent.");
  await expect(page.getByTestId("recovery-confirmation")).toContainText("circulation@artmagazine.example");

  await page.goto(await resetLinkFor(page, email));
  const reset = page.getByTestId("reset-form");
  await reset.getByLabel("New password", { exact: true }).fill("remembered password");
  await reset.getByLabel("Confirm new password").fill("remembered passworX");
  await expect(reset.getByRole("alert")).toHaveText("The passwords do not match.");
  await reset.getByLabel("Confirm new password").fill("remembered password");
  await reset.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("profile-notice")).toHaveText("Your password has been changed.");
  await expect(page.getByTestId("profile-email")).toHaveText(email);
  // Said once: the next visit to the profile is quiet.
  await page.reload();
  await expect(page.getByTestId("profile-email")).toHaveText(email);
  await expect(page.getByTestId("profile-notice")).toHaveCount(0);
});

test("the footer newsletter asks for an e-mail first, shows its captcha once one is typed and confirms in place", async ({
  page,
}) => {
  const box = page.getByTestId("newsletter");
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByTestId("captcha")).toHaveCount(0);
  // An empty submit asks for the e-mail, not for a captcha that is not on screen.
  await box.getByRole("button", { name: "Sign up" }).click();
  await expect(box.getByTestId("newsletter-error")).toHaveText("Please enter your e-mail address.");
  await expect(box.getByTestId("captcha")).toHaveCount(0);
  await box.getByPlaceholder("Your e-mail address").fill(uniqueEmail("fan"));
  await expect(box.getByTestId("captcha")).toBeVisible();
  await box.getByRole("button", { name: "Sign up" }).click();
  await expect(box.getByTestId("newsletter-error")).toHaveText("Please complete the captcha challenge.");
  await solveCaptcha(box);
  await box.getByRole("button", { name: "Sign up" }).click();
  await expect(box.getByTestId("newsletter-confirmation")).toHaveText(
    "Thank you for signing up. Our newsletter will arrive in your inbox.",
  );
});

test("SIGN OUT reloads the page the reader was on, not the front page", async ({ page }) => {
  await signedInWithoutReferer(page, "/news?page=2");
  await page.goto("/news?page=2");
  await page.getByTestId("site-header").getByTestId("account-signout").click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.getByTestId("site-header").getByTestId("account-signin")).toBeVisible();
});

test("a new username refuses < and > as they are typed, and says why", async ({ page }) => {
  await signedInWithoutReferer(page, "/profile");
  await page.goto("/profile");
  const field = page.getByLabel("New username");
  await field.fill("");
  await field.pressSequentially("ann<i>");
  await expect(field).toHaveValue("anni");
  await expect(page.getByRole("alert")).toHaveText("The characters <> are not allowed.");
  await field.press("x");
  await expect(page.getByRole("alert")).toHaveCount(0);
});
