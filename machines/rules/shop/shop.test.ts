import { describe, expect, it } from "vitest";
import {
  discounted,
  isGiftFlags,
  isPrimaryPlan,
  onlyInStock,
  planCountry,
  planDeliversTo,
  shippingCents,
  shippingRegion,
} from "./shop";

describe("shop rules", () => {
  it("charges US $15 first + $6 each extra, elsewhere $30 + $10", () => {
    expect(shippingCents(0, "us")).toBe(0);
    expect(shippingCents(1, "us")).toBe(1500);
    expect(shippingCents(3, "us")).toBe(2700);
    expect(shippingCents(1, "international")).toBe(3000);
    expect(shippingCents(2, "international")).toBe(4000);
  });

  it("uses billing when shipping to billing, else shipping; US or empty is the US rate", () => {
    expect(shippingRegion(true, "US", "FR")).toBe("us");
    expect(shippingRegion(true, "", "FR")).toBe("us");
    expect(shippingRegion(false, "US", "FR")).toBe("international");
    expect(shippingRegion(false, "FR", "")).toBe("us");
  });

  it("names the stock left", () => {
    expect(onlyInStock(3)).toBe("There are only 3 copies in stock.");
    expect(onlyInStock(0)).toBe("We're sorry, this issue is currently unavailable for purchase.");
  });

  it("knows flags, primary plans and plan countries", () => {
    expect(isGiftFlags(36)).toBe(true);
    expect(isGiftFlags(4)).toBe(false);
    expect(isPrimaryPlan("P2Y-ITNL")).toBe(true);
    expect(isPrimaryPlan("D1Y")).toBe(false);
    expect(planCountry("us")).toBe("US");
    expect(planCountry("CA")).toBe("CA");
    expect(planCountry("DE")).toBe("INTL");
    expect(planCountry("INTL")).toBe("INTL");
  });

  it("delivers a plan only to its region's countries, a digital plan anywhere", () => {
    expect(planDeliversTo("US", "US")).toBe(true);
    expect(planDeliversTo("US", "IT")).toBe(false);
    expect(planDeliversTo("INTL", "IT")).toBe(true);
    expect(planDeliversTo("INTL", "CA")).toBe(false);
    expect(planDeliversTo("CA", "ca")).toBe(true);
    expect(planDeliversTo("ALL", "IT")).toBe(true);
  });

  it("discounts to the cent", () => {
    expect(discounted(9000, 20)).toBe(7200);
    expect(discounted(5999, 15)).toBe(5099);
  });
});
