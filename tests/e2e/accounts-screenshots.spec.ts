import { expect, test } from "@playwright/test";
import { openHome, uniqueEmail } from "./accounts-helpers";

// Screenshots of the sign-in and register overlays for review, at desktop and phone width.
for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test("sign-in and register overlays", async ({ page }) => {
      await openHome(page);
      await page.getByTestId(width > 600 ? "account-signin" : "account-signin").first().click();
      const signIn = page.getByRole("dialog", { name: "SIGN IN" });
      await expect(signIn).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/sign-in-overlay-${width}.png` });

      await signIn.getByRole("link", { name: "Register here" }).click();
      const register = page.getByRole("dialog", { name: "REGISTER" });
      await expect(register).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/register-overlay-${width}.png` });

      await register.getByLabel("E-mail address or username").fill(uniqueEmail("shot"));
      await register.getByRole("button", { name: "continue" }).click();
      await expect(register.getByTestId("captcha")).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/register-create-overlay-${width}.png` });
    });
  });
}
