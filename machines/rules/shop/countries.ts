/**
 * The checkout's country list (about 250 entries, default US): every region
 * code the platform's Intl names, minus groupings, pseudo-regions, retired
 * codes that repeat a current country, and non-ISO territories.
 */
const NOT_COUNTRIES = new Set(
  [
    "EU",
    "EZ",
    "UN",
    "QO",
    "XA",
    "XB",
    "ZZ",
    "AN",
    "BU",
    "CS",
    "DD",
    "DY",
    "FX",
    "HV",
    "NH",
    "RH",
    "SU",
    "TP",
    "VD",
    "YD",
    "YU",
    "ZR",
  ].concat(["AC", "CP", "CQ", "DG", "EA", "IC", "TA"]),
);

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function buildCountries(): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const list: { code: string; name: string }[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name && name !== code) list.push({ code, name });
    }
  }
  return list.sort((x, y) => x.name.localeCompare(y.name, "en"));
}

export const COUNTRIES = buildCountries();

const CODES = new Set(COUNTRIES.map((c) => c.code));

export function isCountryCode(code: string): boolean {
  return CODES.has(code);
}
