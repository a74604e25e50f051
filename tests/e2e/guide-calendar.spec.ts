import { expect, test } from "./fixtures";

// 'add to calendar' downloads a valid .ics of the listing's run.
test("add to calendar downloads a valid .ics", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await page.goto("/artguide/mustsee");
  const card = page.locator(".g-card").first();
  const show = ((await card.locator(".g-card__show").textContent()) ?? "").trim();
  const link = card.getByRole("link", { name: "add to calendar" });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  // The same file, read through the test's own request (the download is the browser's).
  const text = await (await page.request.get((await link.getAttribute("href"))!)).text();
  const unfolded = text.replace(/\r\n /g, "");
  expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  expect(unfolded).toMatch(
    /BEGIN:VEVENT\r\nUID:exhibition-\d+@artguide\r\nDTSTAMP:\d{8}T\d{6}Z\r\nDTSTART;VALUE=DATE:\d{8}\r\nDTEND;VALUE=DATE:\d{8}\r\n/,
  );
  expect(unfolded).toContain(show.replace(/,/g, "\\,").replace(/;/g, "\\;"));
  for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
});
