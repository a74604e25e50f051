/**
 * Money as the site shows it, from integer cents, on Intl.NumberFormat (the
 * same text on the server and in every browser). One formatter per currency
 * and style, made once: formatters hold no request's data.
 */
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

/** Integer cents with their cents shown (totals, invoices): formatMoney(123456) → "$1,234.56". */
export function formatMoney(cents: number, currency = "USD"): string {
  return formatter(currency, 2).format(cents / 100);
}

/** A price as the shop lists it, the decimals dropped when they are .00: 1500 → "$15", 599 → "$5.99". */
export function formatPrice(cents: number, currency = "USD"): string {
  return formatter(currency, cents % 100 === 0 ? 0 : 2).format(cents / 100);
}
