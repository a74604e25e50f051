import { test as base } from "@playwright/test";

export type { APIRequestContext, Locator, Page } from "@playwright/test";
export { expect } from "@playwright/test";

/**
 * Playwright's test, with one difference: with JavaScript on, `page.goto` of a
 * page returns once React has hydrated it (ShellProvider marks <html
 * data-hydrated>). A page is whole without JavaScript and fetches its modules
 * after its first paint, so a click in between takes the no-JavaScript path
 * (a link, a form post) as a reader's would; the tests of enhancements start
 * where a reader sees them. The no-JavaScript suites are unaffected.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage = (response?.headers()["content-type"] ?? "").includes("text/html") && response?.ok();
      if (javaScriptEnabled !== false && isPage)
        await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});
