import { COUNTRIES } from "./countries";

/** US states (with the District of Columbia) and Canadian provinces and territories by their postal codes. */
export const NORTH_AMERICAN_REGIONS: Readonly<Record<"US" | "CA", Readonly<Record<string, string>>>> = {
  US: {
    AL: "Alabama",
    AK: "Alaska",
    AZ: "Arizona",
    AR: "Arkansas",
    CA: "California",
    CO: "Colorado",
    CT: "Connecticut",
    DE: "Delaware",
    DC: "District of Columbia",
    FL: "Florida",
    GA: "Georgia",
    HI: "Hawaii",
    ID: "Idaho",
    IL: "Illinois",
    IN: "Indiana",
    IA: "Iowa",
    KS: "Kansas",
    KY: "Kentucky",
    LA: "Louisiana",
    ME: "Maine",
    MD: "Maryland",
    MA: "Massachusetts",
    MI: "Michigan",
    MN: "Minnesota",
    MS: "Mississippi",
    MO: "Missouri",
    MT: "Montana",
    NE: "Nebraska",
    NV: "Nevada",
    NH: "New Hampshire",
    NJ: "New Jersey",
    NM: "New Mexico",
    NY: "New York",
    NC: "North Carolina",
    ND: "North Dakota",
    OH: "Ohio",
    OK: "Oklahoma",
    OR: "Oregon",
    PA: "Pennsylvania",
    RI: "Rhode Island",
    SC: "South Carolina",
    SD: "South Dakota",
    TN: "Tennessee",
    TX: "Texas",
    UT: "Utah",
    VT: "Vermont",
    VA: "Virginia",
    WA: "Washington",
    WV: "West Virginia",
    WI: "Wisconsin",
    WY: "Wyoming",
  },
  CA: {
    AB: "Alberta",
    BC: "British Columbia",
    MB: "Manitoba",
    NB: "New Brunswick",
    NL: "Newfoundland and Labrador",
    NS: "Nova Scotia",
    NT: "Northwest Territories",
    NU: "Nunavut",
    ON: "Ontario",
    PE: "Prince Edward Island",
    QC: "Quebec",
    SK: "Saskatchewan",
    YT: "Yukon",
  },
};

/** A state's or province's name, or the code itself when the country has no such list or the code is unknown. */
export function regionName(country: string, code: string): string {
  const regions = country === "US" || country === "CA" ? NORTH_AMERICAN_REGIONS[country] : undefined;
  return regions?.[code] ?? code;
}

/**
 * The postal code of a US state or Canadian province as an address gives it
 * (its code or its name, in any case and with or without accents), or null for other countries and text
 * that names none.
 */
export function regionCodeOf(country: string, text: string | undefined): string | null {
  const regions = country === "US" || country === "CA" ? NORTH_AMERICAN_REGIONS[country] : undefined;
  const plain = (t: string) => t.normalize("NFD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ").toLowerCase();
  const typed = plain(text ?? "");
  if (!regions || !typed) return null;
  for (const [code, name] of Object.entries(regions))
    if (code.toLowerCase() === typed || plain(name) === typed) return code;
  return null;
}

const CHECKOUT_NAMES = new Map(COUNTRIES.map((c) => [c.code, c.name]));
let otherRegionNames: Intl.DisplayNames | undefined;

/**
 * A country's English name from its two-letter code, as the checkout lists it; another region a
 * visitor's location may report (the EU) by Intl's name, its formatter made on first need.
 * "INTL" and unknown codes stay as they are.
 */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  const listed = CHECKOUT_NAMES.get(code);
  if (listed) return listed;
  otherRegionNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  return otherRegionNames.of(code) ?? code;
}
