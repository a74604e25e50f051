import { readFileSync } from "node:fs";
import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";
import { ICON_GROUND, THEME_COLOR, webManifest } from "./webManifest";

const file = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url));
const token = (name: string) =>
  new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`).exec(file("app/styles/tokens.css").toString())?.[1];

describe("the web app manifest and icons", () => {
  it("take their colours from the site's stylesheet", () => {
    expect(THEME_COLOR).toBe(token("color-bg"));
    expect(ICON_GROUND).toBe(token("color-ink"));
    expect(webManifest.background_color).toBe(token("color-bg"));
  });

  it("name icons that exist in public/ at the sizes they declare", () => {
    for (const icon of webManifest.icons) {
      const bytes = file(`public${icon.src}`);
      if (icon.type === "image/svg+xml") continue;
      const { width, height, type } = imageSize(bytes);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(type, icon.src).toBe("png");
      // Small enough for the first visit of an installed app.
      expect(bytes.length, icon.src).toBeLessThan(16_000);
    }
    expect(imageSize(file("public/assets/ui/apple-touch-icon.png"))).toMatchObject({ width: 180, height: 180 });
  });

  it("have a real favicon.ico with 16, 32 and 48 px images, served as a static file", () => {
    const ico = imageSize(file("public/favicon.ico"));
    expect(ico.type).toBe("ico");
    expect(ico.images?.map((i) => i.width).sort((a, b) => a - b)).toEqual([16, 32, 48]);
    // Static files are served without the Worker only where wrangler.toml excludes them from run_worker_first.
    const runWorkerFirst = /^run_worker_first = (\[.*\])$/m.exec(file("wrangler.toml").toString())?.[1];
    expect(JSON.parse(runWorkerFirst!)).toContain("!/favicon.ico");
  });
});
