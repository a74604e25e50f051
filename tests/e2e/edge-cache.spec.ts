import { expect, test } from "./fixtures";

// A page from the edge cache is the same working page. Its scripts are
// allowed by their hashes (no per-reader nonce), so it must hydrate with no CSP refusal.
test("a page answered from the edge cache hydrates with no script refused", async ({ page, request }) => {
  const path = `/artguide/mustsee?edge=${Date.now()}`;
  await request.get(path);
  await expect.poll(async () => (await request.get(path)).headers()["x-edge-cache"]).toBe("HIT");

  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto(path);
  expect(response?.headers()["x-edge-cache"]).toBe("HIT");
  expect(response?.headers()["content-security-policy"]).toMatch(/'sha256-/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Interactive after hydration: the slide menu opens from the header.
  await page.getByTestId("menu-button").click();
  await expect(page.getByRole("navigation", { name: "Site menu" })).toBeVisible();
  expect(refused).toEqual([]);
});

// A subscriber's page is their kind's kept page with their name written in: it must hydrate as
// the same page (no mismatch between the markup and its data) and stay theirs.
test("a subscriber's page from their kind's kept page hydrates with their own name", async ({ page, baseURL }) => {
  const path = `/news?edge=${Date.now()}`;
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/hydrat|did not match|Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.context().addCookies([{ name: "session", value: "seed-subscriber-session", url: baseURL! }]);
  await expect.poll(async () => (await page.context().request.get(path)).headers()["x-edge-cache"]).toBe("HIT");

  const response = await page.goto(path);
  expect(response?.headers()["x-edge-cache"]).toBe("HIT");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const username = page.getByTestId("account-username");
  await expect(username).toHaveText("subscriber");
  await expect(username).toHaveAttribute("title", "subscriber");
  // Interactive: the username leads to the reader's own profile.
  await username.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("account-username")).toHaveText("subscriber");
  expect(problems).toEqual([]);
});
