import { describe, expect, it } from "vitest";
import {
  addRefusal,
  type CartItem,
  itemCount,
  parseQuantity,
  physicalCount,
  quantityNotice,
  quantityOnBlur,
  subtotalCents,
  updateDisabled,
  withAdded,
} from "./cartItems";

const line = (over: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  itemId: 3,
  type: "print",
  formatLabel: "Print",
  quantity: 2,
  priceCents: 1500,
  title: "Spring",
  pathPurchase: "/print/spring/purchase",
  imagePath: "",
  instock: 4,
  ...over,
});

describe("cart item rules", () => {
  it("an add fits stock, a digital issue once", () => {
    expect(addRefusal([line()], line())).toBeNull();
    expect(addRefusal([line({ quantity: 4 })], line())).toBe("There are only 4 copies in stock.");
    expect(addRefusal([], line({ instock: 0 }))).toBe("We're sorry, this issue is currently unavailable for purchase.");
    expect(addRefusal([line({ type: "digital" })], line({ type: "digital" }))).toBe(
      "This digital issue is already in your cart.",
    );
  });

  it("adding increments the same line or appends a new one", () => {
    expect(withAdded([line()], line())[0]?.quantity).toBe(3);
    expect(withAdded([line()], line({ type: "product" }))).toHaveLength(2);
  });

  it("the update button is disabled while busy, unchanged, blank or above stock", () => {
    expect(updateDisabled(line(), "3", false)).toBe(false);
    expect(updateDisabled(line(), "3", true)).toBe(true);
    expect(updateDisabled(line(), "2", false)).toBe(true);
    expect(updateDisabled(line(), "", false)).toBe(true);
    expect(updateDisabled(line(), "5", false)).toBe(true);
    expect(updateDisabled(line(), "0", false)).toBe(true);
    expect(parseQuantity("2.5")).toBeNull();
  });

  it("a quantity typed above stock says how many copies there are", () => {
    expect(quantityNotice(line(), "5")).toBe("There are only 4 copies in stock.");
    expect(quantityNotice(line(), "4")).toBeNull();
    expect(quantityNotice(line(), "")).toBeNull();
    expect(quantityNotice(line({ type: "digital", instock: 0 }), "1")).toBeNull();
  });

  it("a blank quantity reverts on blur", () => {
    expect(quantityOnBlur(line(), " ")).toBe("2");
    expect(quantityOnBlur(line(), "3")).toBe("3");
  });

  it("sums in cents and counts physical copies", () => {
    const items = [line(), line({ type: "digital", quantity: 1, priceCents: 599 })];
    expect(subtotalCents(items)).toBe(3599);
    expect(physicalCount(items)).toBe(2);
    expect(itemCount(items)).toBe(3);
  });
});
