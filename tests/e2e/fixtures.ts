import { type BrowserContext, test as base } from "@playwright/test";
import { testClockOffsetMs } from "#tests/testToday.mjs";
import { followTestToday } from "#workers/services/http/testClock";

export type { APIRequestContext, Locator, Page } from "@playwright/test";
export { expect } from "@playwright/test";

// The tests' "today" (TEST_TODAY, tests/testToday.mjs): the server's seed and clock read it
// (scripts/start.mjs), and so do these tests' own dates and every page's clock.
followTestToday(process.env.TEST_TODAY);

/** Makes the pages of a context read the tests' "today" (nothing to do on the real date). */
export async function followTestTodayIn(context: BrowserContext): Promise<void> {
  const offset = testClockOffsetMs();
  if (offset === 0) return;
  // The page runs this function alone, so it cannot import testClock.ts: the same shifted Date, inline.
  await context.addInitScript((offsetMs: number) => {
    const RealDate = Date;
    class TestDate extends RealDate {
      // biome-ignore lint/suspicious/noExplicitAny: Date's own overloads, passed through unchanged.
      constructor(...args: any[]) {
        if (args.length === 0) super(RealDate.now() + offsetMs);
        else super(...(args as [string]));
      }
      static override now(): number {
        return RealDate.now() + offsetMs;
      }
    }
    globalThis.Date = TestDate as DateConstructor;
  }, offset);
}

/**
 * Playwright's test, with two differences: every context's pages read the
 * tests' "today", and with JavaScript on, `page.goto` of a page returns once
 * React has hydrated it (ShellProvider marks <html data-hydrated>). A page is whole without JavaScript and fetches its modules
 * after its first paint, so a click in between takes the no-JavaScript path
 * (a link, a form post) as a reader's would; the tests of enhancements start
 * where a reader sees them. The no-JavaScript suites are unaffected.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await followTestTodayIn(context);
    await use(context);
  },
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
