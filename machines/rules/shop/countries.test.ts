import { describe, expect, it } from "vitest";
import { COUNTRIES, isCountryCode } from "./countries";

/** Region codes CLDR names that are not countries a parcel can go to. */
const GROUPINGS = ["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"];
const RETIRED = ["AN", "BU", "CS", "DD", "DY", "FX", "HV", "NH", "RH", "SU", "TP", "VD", "YD", "YU", "ZR"];
// UK is reserved in ISO 3166 for the United Kingdom, whose code is GB: one entry per country.
const NOT_ISO = ["AC", "CP", "CQ", "DG", "EA", "IC", "TA", "UK"];

/** Every two-letter code with an English region name in this runtime's CLDR, minus the above. */
function cldrCountries(): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const excluded = new Set([...GROUPINGS, ...RETIRED, ...NOT_ISO]);
  const letters = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
  return letters
    .flatMap((a) => letters.map((b) => a + b))
    .filter((code) => !excluded.has(code))
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .filter(({ code, name }) => name !== code);
}

describe("checkout countries", () => {
  it("lists about 250 countries by name, with the US and without groupings", () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(COUNTRIES.length).toBeLessThan(265);
    expect(COUNTRIES.find((c) => c.code === "US")?.name).toBe("United States");
    expect(isCountryCode("FR")).toBe(true);
    expect(isCountryCode("EU")).toBe(false);
    expect(isCountryCode("XX")).toBe(false);
    expect(COUNTRIES.filter((c) => c.name === "United Kingdom").map((c) => c.code)).toEqual(["GB"]);
  });

  it("is in alphabetical order of the names a reader sees", () => {
    const collator = new Intl.Collator("en");
    const sorted = [...COUNTRIES].sort((x, y) => collator.compare(x.name, y.name));
    expect(COUNTRIES.map((c) => c.name)).toEqual(sorted.map((c) => c.name));
  });

  it("holds every ISO country with CLDR's English name, and nothing else", () => {
    const byCode = (list: readonly { code: string; name: string }[]) =>
      Object.fromEntries(list.map(({ code, name }) => [code, name]));
    expect(byCode(COUNTRIES)).toEqual(byCode(cldrCountries()));
  });
});
