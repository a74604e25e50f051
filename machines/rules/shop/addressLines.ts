/**
 * An address of the shop's schema as the lines of a postal label: name, company, street, city line, country.
 * `country` writes the country line (countryName for a reader's eyes).
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
