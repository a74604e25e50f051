import { openHome, uniqueEmail } from "./accounts-helpers";
import type { Page } from "./fixtures";
import { expect, test } from "./fixtures";

/** Waits for the overlay's opening animation, so the picture shows it finished. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

// Screenshots of the sign-in and register overlays for review, at desktop and phone width.
for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test("sign-in and register overlays", async ({ page }) => {
      await openHome(page);
      await page.getByTestId("account-signin").first().click();
      const signIn = page.getByRole("dialog", { name: "SIGN IN" });
      await expect(signIn).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `test-results/screenshots/sign-in-overlay-${width}.png` });

      await signIn.getByRole("link", { name: "Register here" }).click();
      const register = page.getByRole("dialog", { name: "REGISTER" });
      await expect(register).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `test-results/screenshots/register-overlay-${width}.png` });

      await register.getByLabel("E-mail address or username").fill(uniqueEmail("shot"));
      await register.getByRole("button", { name: "continue" }).click();
      await expect(register.getByTestId("captcha")).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `test-results/screenshots/register-create-overlay-${width}.png` });

      // The footer's newsletter box with its captcha, and the account column.
      await page.keyboard.press("Escape");
      const footer = page.getByTestId("site-footer");
      await footer.getByPlaceholder("Your e-mail address").fill(uniqueEmail("footer"));
      await expect(footer.getByTestId("captcha")).toBeVisible();
      await footer.screenshot({ path: `test-results/screenshots/footer-${width}.png` });
    });
  });
}
