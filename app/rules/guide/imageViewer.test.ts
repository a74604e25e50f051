import { describe, expect, it } from "vitest";
import { canGoBack, canGoForward, stepImage, viewableImages } from "./imageViewer";

describe("guide image viewer rules", () => {
  it("ignores PDFs", () => {
    const images = [
      { path_large: "/a.jpg" },
      { path_large: "/press.PDF" },
      { path_large: "/b.webp" },
      { path_large: "/c.pdf?v=2" },
    ];
    expect(viewableImages(images).map((i) => i.path_large)).toEqual(["/a.jpg", "/b.webp"]);
  });

  it("does not wrap: the arrows stop at the ends", () => {
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
    expect(canGoForward(2, 3)).toBe(false);
    expect(canGoForward(1, 3)).toBe(true);
    expect(stepImage(0, 3, -1)).toBe(0);
    expect(stepImage(2, 3, 1)).toBe(2);
    expect(stepImage(1, 3, 1)).toBe(2);
    expect(stepImage(0, 0, 1)).toBe(0);
  });
});
