import { describe, expect, it } from "vitest";
import { storedCartLines } from "./localCart";

const line = (over: Record<string, unknown> = {}) => ({
  id: null,
  itemId: 7,
  type: "print",
  formatLabel: "Print",
  quantity: 2,
  priceCents: 1500,
  title: "November 2026",
  pathPurchase: "/print/2026/11/purchase",
  imagePath: "/assets/covers/2026-11.svg",
  instock: 245,
  ...over,
});

describe("a signed-out reader's stored cart", () => {
  it("keeps every line that reads, with quantities up to the stock", () => {
    const stored = [line({ quantity: 150 }), line({ itemId: 8, type: "digital", quantity: 1 })];
    expect(storedCartLines(stored)).toEqual(stored);
  });

  it("drops a line that does not read and keeps the others", () => {
    const good = line({ itemId: 9 });
    expect(storedCartLines([line({ quantity: 0 }), good, line({ type: "poster" }), "junk"])).toEqual([good]);
  });

  it("reads a line stored before format names were kept, with no name of its own", () => {
    const { formatLabel: _, ...older } = line();
    expect(storedCartLines([older])).toEqual([{ ...older, formatLabel: "" }]);
  });

  it("reads anything but a list as an empty cart", () => {
    expect(storedCartLines({ cart: [line()] })).toEqual([]);
    expect(storedCartLines(null)).toEqual([]);
  });
});
