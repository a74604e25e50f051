import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";

// Only the server formats phones (workers/db/guideRows.ts): libphonenumber-js
// is about 28 kB gzipped, too much for every guide page's JavaScript.

/**
 * Phone in international format with spaces replaced by hyphens,
 * by libphonenumber-js: "+1 (212) 555-0134" → "+1-212-555-0134"; a national
 * number is read in the venue's country ("030 1234567", "DE" → "+49-30-1234567").
 * A number it cannot read is shown as written, spaces hyphenated.
 */
export function internationalPhone(phone: string | null | undefined, countryCode?: string | null): string {
  const trimmed = phone?.trim() ?? "";
  if (!trimmed) return "";
  const country =
    countryCode && isSupportedCountry(countryCode.toUpperCase())
      ? (countryCode.toUpperCase() as CountryCode)
      : undefined;
  const parsed = parsePhoneNumberFromString(trimmed, country);
  return (parsed ? parsed.formatInternational() : trimmed).replace(/\s+/g, "-");
}
