/**
 * Money as the site shows it, from integer cents: "$1,234.56", the same text on the server and
 * in every browser.
 *
 * US dollars, the shop's currency, are written out here; other currencies (an admin's report of
 * an order in euros) go through Intl.NumberFormat. A page's first Intl object costs its main
 * thread 20–30 ms on a desktop (the browser loads its ICU locale data), and the subscribe page
 * and the shop's pages would otherwise pay that while hydrating, for one currency sign and
 * thousands separators. money.test.ts holds the dollars to Intl's text.
 */
/** One formatter per currency and style, made on first use: a formatter holds no request's data. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, made);
  }
  return made;
}

/** Whole cents as en-US dollars: a minus first, commas between thousands, the cents when asked. */
function dollars(cents: number, fractionDigits: 0 | 2): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole > 0 ? "-" : "";
  const grouped = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return fractionDigits === 0 ? `${sign}$${grouped}` : `${sign}$${grouped}.${String(whole % 100).padStart(2, "0")}`;
}

function format(cents: number, currency: string, fractionDigits: 0 | 2): string {
  return currency === "USD" ? dollars(cents, fractionDigits) : formatter(currency, fractionDigits).format(cents / 100);
}

/** Integer cents with their cents shown (totals, invoices): formatMoney(123456) → "$1,234.56". */
export function formatMoney(cents: number, currency = "USD"): string {
  return format(cents, currency, 2);
}

/** A price as the shop lists it, the decimals dropped when they are .00: 1500 → "$15", 599 → "$5.99". */
export function formatPrice(cents: number, currency = "USD"): string {
  return format(cents, currency, cents % 100 === 0 ? 0 : 2);
}
