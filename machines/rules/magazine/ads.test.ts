import { describe, expect, it, vi } from "vitest";
import {
  bannerAfter,
  bannerIndex,
  desktopGalleryBatch,
  mobileGalleryAfter,
  mobileGalleryBatchIndex,
  normaliseBannerIndex,
  picksBannerAfter,
  relatedLayout,
} from "./magazine";

describe("ad placement maths", () => {
  it("puts a banner after every 4th news article and every 2nd elsewhere, indexed from 12", () => {
    const news = Array.from({ length: 12 }, (_, i) => i).filter((i) => bannerAfter(i, "news"));
    expect(news).toEqual([3, 7, 11]);
    expect(news.map((i) => bannerIndex(i, "news"))).toEqual([13, 14, 15]);
    const other = Array.from({ length: 6 }, (_, i) => i).filter((i) => bannerAfter(i, "default"));
    expect(other).toEqual([1, 3, 5]);
    expect(other.map((i) => bannerIndex(i, "default"))).toEqual([13, 14, 15]);
  });

  it("puts a picks banner after every 2 entries", () => {
    expect([0, 1, 2, 3].filter(picksBannerAfter)).toEqual([1, 3]);
  });

  it("puts mobile gallery ads after every 6th article and every 3rd pick, cycling batches of 4", () => {
    expect(Array.from({ length: 24 }, (_, i) => i).filter((i) => mobileGalleryAfter(i, "articles"))).toEqual([
      5, 11, 17, 23,
    ]);
    expect(Array.from({ length: 9 }, (_, i) => i).filter((i) => mobileGalleryAfter(i, "picks"))).toEqual([2, 5, 8]);
    expect([5, 11, 17].map((i) => mobileGalleryBatchIndex(i, "articles", 2))).toEqual([0, 1, 0]);
    expect(mobileGalleryBatchIndex(2, "picks", 0)).toBe(0);
  });

  it("sizes the desktop gallery batch as the larger of page height / 160 and 6", () => {
    expect(desktopGalleryBatch(500)).toBe(6);
    expect(desktopGalleryBatch(1600)).toBe(10);
    expect(desktopGalleryBatch(1759)).toBe(10);
  });

  it("rounds a malformed banner index down with a console warning", () => {
    const warn = vi.fn();
    expect(normaliseBannerIndex(13.7, warn)).toBe(13);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(normaliseBannerIndex(14, warn)).toBe(14);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(normaliseBannerIndex(Number.NaN, warn)).toBe(0);
  });
});

describe("related articles layout", () => {
  it("is hidden when there are none", () => {
    expect(relatedLayout(0, false).kind).toBe("hidden");
    expect(relatedLayout(0, true).kind).toBe("hidden");
  });
  it("is a static list up to 3 on desktop and a 4-per-screen carousel above", () => {
    expect(relatedLayout(3, false)).toEqual({ kind: "list", dots: false, perScreen: 3 });
    expect(relatedLayout(4, false)).toEqual({ kind: "carousel", dots: false, perScreen: 4 });
  });
  it("is always a one-per-screen carousel on small screens, with dots for more than one", () => {
    expect(relatedLayout(1, true)).toEqual({ kind: "carousel", dots: false, perScreen: 1 });
    expect(relatedLayout(2, true)).toEqual({ kind: "carousel", dots: true, perScreen: 1 });
  });
});
