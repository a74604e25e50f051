import { describe, expect, it } from "vitest";
import { COUNTRIES, isCountryCode } from "./countries";

describe("checkout countries", () => {
  it("lists about 250 countries by name, with the US and without groupings", () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(COUNTRIES.length).toBeLessThan(265);
    expect(COUNTRIES.find((c) => c.code === "US")?.name).toBe("United States");
    expect(isCountryCode("FR")).toBe(true);
    expect(isCountryCode("EU")).toBe(false);
    expect(isCountryCode("XX")).toBe(false);
  });
});
