import { COUNTRIES } from "./countries";

const COUNTRY_NAMES = new Map(COUNTRIES.map((c) => [c.code, c.name]));

/** A country's name in the checkout's list ("US" → "United States"); an unknown code stays as it is. */
export function countryName(code: string): string {
  return COUNTRY_NAMES.get(code) ?? code;
}

/**
 * An address of the shop's schema as the lines of a postal label: name, company, street, city line, country.
 * `country` writes the country line (the invoice keeps its code; the profile names it).
 */
export function addressLines(address: Record<string, string>, country: (code: string) => string = (c) => c): string[] {
  const a = (k: string) => address[k] ?? "";
  return [
    `${a("firstName")} ${a("lastName")}`.trim(),
    a("company"),
    a("address1"),
    a("address2"),
    [a("city"), a("state"), a("zip")].filter(Boolean).join(", "),
    a("country") ? country(a("country")) : "",
  ].filter(Boolean);
}
