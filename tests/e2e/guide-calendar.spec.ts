import ICAL from "ical.js";
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
  // Read as calendar apps read it: one all-day event of the listing's run, named after the show.
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
  expect(events).toHaveLength(1);
  expect(events[0]!.uid).toMatch(/^exhibition-\d+@artguide$/);
  expect(events[0]!.startDate.isDate).toBe(true);
  expect(events[0]!.endDate.compare(events[0]!.startDate)).toBeGreaterThan(0);
  expect(events[0]!.summary).toContain(show);
  for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
});
