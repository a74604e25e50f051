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
