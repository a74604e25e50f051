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

describe("dollars, written without Intl", () => {
  const intl = (fractionDigits: number) =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  // Edges of each thousands group, negatives (refunds) and a spread of ordinary amounts.
  const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 100001, 123456789, 100000000000];
  for (let cents = 7; cents < 5_000_000; cents = Math.round(cents * 1.37) + 3) amounts.push(cents);
  const all = [...amounts, ...amounts.filter((cents) => cents > 0).map((cents) => -cents)];

  it("shows totals exactly as Intl.NumberFormat writes US dollars", () => {
    expect(all.map((cents) => formatMoney(cents))).toEqual(all.map((cents) => intl(2).format(cents / 100)));
  });

  it("lists prices exactly as Intl.NumberFormat writes them, with or without cents", () => {
    expect(all.map((cents) => formatPrice(cents))).toEqual(
      all.map((cents) => intl(cents % 100 === 0 ? 0 : 2).format(cents / 100)),
    );
  });
});
