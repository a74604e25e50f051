import { describe, expect, it } from "vitest";
import { CROPS, cropBox, renderSvg } from "./art.ts";
import { renderWav } from "./audio.ts";
import { AD_SIZES, issueCalendar, planMedia } from "./media-plan.ts";

const plan = planMedia("artmagazine", "2026-11-22");

describe("seed images", () => {
  it("plans a pool of artworks of every kind, a cover per recent issue and creatives for every ad size", () => {
    expect(plan.artworks.length).toBeGreaterThanOrEqual(200);
    expect(new Set(plan.artworks.map((a) => a.drawing.kind))).toEqual(
      new Set(["color-field", "geometric", "gradient", "line-drawing", "installation", "sculpture"]),
    );
    expect(plan.covers[0]?.drawing.kind === "cover" && plan.covers[0].drawing.text.issue).toBe("NOVEMBER 2026");
    expect(new Set(plan.ads.map((a) => a.size))).toEqual(new Set(AD_SIZES));
  });

  it("renders each crop with matching width, height and viewBox", () => {
    for (const image of plan.artworks.slice(0, 12)) {
      for (const crop of CROPS) {
        const svg = renderSvg(image.drawing, crop);
        const box = cropBox(crop, image.drawing.width, image.drawing.height);
        expect(
          svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${box.w}" height="${box.h}" viewBox="`),
        ).toBe(true);
        if (crop === "square") expect(box.w).toBe(box.h);
        if (crop === "landscape") expect(Math.abs(box.w / box.h - 16 / 9)).toBeLessThan(0.01);
        if (crop === "original") expect([box.w, box.h]).toEqual([image.drawing.width, image.drawing.height]);
        expect(svg.trim().endsWith("</svg>")).toBe(true);
      }
    }
  });

  it("draws different pictures for different images and the same picture twice for one image", () => {
    const [a, b] = plan.artworks;
    if (!a || !b) throw new Error("empty pool");
    expect(renderSvg(a.drawing, "original")).toBe(renderSvg(a.drawing, "original"));
    expect(renderSvg(a.drawing, "original")).not.toBe(renderSvg(b.drawing, "original"));
  });

  it("prints masthead and issue date on covers, advertiser text on ads, escaped", () => {
    const cover = plan.covers[0];
    if (!cover) throw new Error("no cover");
    const svg = renderSvg(cover.drawing, "square");
    expect(svg).toContain("ARTMAGAZINE");
    expect(svg).toContain("NOVEMBER 2026");
    const ad = plan.ads[0];
    if (!ad) throw new Error("no ad");
    const adSvg = renderSvg(ad.drawing, "original");
    expect(adSvg).toContain(ad.text.advertiser.toUpperCase().replaceAll("&", "&amp;"));
    expect(adSvg).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  it("dates issues ten times a year with a Summer issue", () => {
    const titles = issueCalendar("2026-09-15", 12).map((i) => i.title);
    expect(titles).toEqual([
      "September 2026",
      "Summer 2026",
      "May 2026",
      "April 2026",
      "March 2026",
      "February 2026",
      "January 2026",
      "December 2025",
      "November 2025",
      "October 2025",
      "September 2025",
      "Summer 2025",
    ]);
    expect(issueCalendar("2026-09-15", 1)[0]).toMatchObject({ volume: 65, volumeNumber: 1, slug: "september-2026" });
  });
});

describe("seed audio", () => {
  it("writes playable 16 kHz mono 16-bit PCM WAV of the requested length", () => {
    const wav = renderWav(42, 10);
    const view = new DataView(wav.buffer);
    const text = (offset: number, length: number) => String.fromCharCode(...wav.slice(offset, offset + length));
    expect(text(0, 4)).toBe("RIFF");
    expect(text(8, 4)).toBe("WAVE");
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(10 * 16_000 * 2);
    expect(wav.length).toBe(44 + 10 * 16_000 * 2);
  });

  it("is not silence, and is deterministic per seed", () => {
    const wav = renderWav(7, 10);
    const view = new DataView(wav.buffer);
    let peak = 0;
    for (let i = 44; i < wav.length; i += 2) peak = Math.max(peak, Math.abs(view.getInt16(i, true)));
    expect(peak).toBeGreaterThan(5000);
    expect(renderWav(7, 10)).toEqual(wav);
    expect(renderWav(8, 10)).not.toEqual(wav);
  });
});
