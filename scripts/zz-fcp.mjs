import { chromium } from "playwright-core";

const [, , port = "8795", js = "on"] = process.argv;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
for (const path of ["/", "/reviews/maeve-echeverria-596"]) {
  for (let run = 0; run < 2; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: js === "on",
      userAgent:
        "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
    });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(2000);
    const r = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0];
      const paints = performance.getEntriesByType("paint").map((p) => `${p.name} ${Math.round(p.startTime)}`);
      return { dcl: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd), paints };
    });
    console.log(path, js, JSON.stringify(r));
    await context.close();
  }
}
await browser.close();
