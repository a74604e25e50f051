import { describe, expect, it } from "vitest";
import { formatMoney, formatPrice } from "./money";

describe("money", () => {
  it("lists a price without .00 and with its cents otherwise", () => {
    expect(formatPrice(1500)).toBe("$15");
    expect(formatPrice(599)).toBe("$5.99");
    expect(formatPrice(1250)).toBe("$12.50");
    expect(formatPrice(12000)).toBe("$120");
    expect(formatPrice(250000)).toBe("$2,500");
  });

  it("shows totals with their cents, in the order's currency", () => {
    expect(formatMoney(123456)).toBe("$1,234.56");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(9000, "EUR")).toBe("€90.00");
    expect(formatMoney(4500)).toBe("$45.00");
  });
});
