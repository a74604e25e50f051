/**
 * Shop rules shared by the cart machine and the server:
 * prices, shipping by region, stock and duplicate messages, plan flags.
 */

/** Cents as a JSON amount in dollars (two decimals at most). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** Shipping rates in cents: first physical issue, then each extra. */
export const SHIPPING = {
  us: { first: 1500, extra: 600 },
  international: { first: 3000, extra: 1000 },
} as const;

export type ShippingRegion = keyof typeof SHIPPING;

/** Shipping for a count of physical items (print and product; digital ships nothing). */
export function shippingCents(physicalItems: number, region: ShippingRegion): number {
  if (physicalItems <= 0) return 0;
  const rate = SHIPPING[region];
  return rate.first + rate.extra * (physicalItems - 1);
}

/** The US rate applies when the relevant country is US or empty. */
export function shippingRegion(
  shipToBilling: boolean,
  billingCountry: string,
  shippingCountry: string,
): ShippingRegion {
  const country = (shipToBilling ? billingCountry : shippingCountry).trim().toUpperCase();
  return country === "" || country === "US" ? "us" : "international";
}

/** The quantity field's four digits: stock is the limit a reader meets ("There are only {n} copies in stock."). */
export const MAX_LINE_QUANTITY = 9999;

/** Minutes a placed order holds its copies while unpaid; then they go back on sale. */
export const UNPAID_ORDER_MINUTES = 30;

export const ISSUE_FORMATS = ["print", "digital", "product"] as const;
export type IssueFormat = (typeof ISSUE_FORMATS)[number];

export const shopTexts = {
  unavailable: "We're sorry, this issue is currently unavailable for purchase.",
  duplicateDigital: "This digital issue is already in your cart.",
  processingRequest: "Your request is processing, please be patient.",
  processingOrder: "The order is processing, please be patient.",
  emptyCart: "Your cart is empty.",
  signInForServerCart: "Please sign in or register",
  bestDeal: "Best Deal!",
  discountReflected: "Discount reflected in prices below.",
} as const;

/** "There are only {n} copies in stock."; with none left, the issue is unavailable (never "only 0 copies"). */
export function onlyInStock(n: number): string {
  if (n <= 0) return shopTexts.unavailable;
  return `There are only ${n} copies in stock.`;
}

/** Subscription flags. */
export const PLAN_FLAGS = { standard: 4, gift: 36, giftAddOn: 32 } as const;
export const PRIMARY_PLAN_IDS = ["P2Y-US", "P2Y-CA", "P2Y-ITNL"] as const;

export function isPrimaryPlan(id: string): boolean {
  return (PRIMARY_PLAN_IDS as readonly string[]).includes(id);
}

export function isGiftFlags(flags: number): boolean {
  return (flags & PLAN_FLAGS.giftAddOn) !== 0;
}

/** Delivery country to plan country: US and CA have their own plans, any other is INTL. */
export function planCountry(countryCode: string): "US" | "CA" | "INTL" {
  const code = countryCode.trim().toUpperCase();
  if (code === "" || code === "US") return "US";
  if (code === "CA") return "CA";
  return "INTL";
}

/** Whether a plan (its country: US, CA, INTL, or ALL for digital plans) may be delivered to a country. */
export function planDeliversTo(planCountryCode: string, deliveryCountry: string): boolean {
  return planCountryCode === "ALL" || planCountry(deliveryCountry) === planCountryCode;
}

/** A price after a percentage discount, rounded to the cent. */
export function discounted(cents: number, ratePercent: number): number {
  return Math.round((cents * (100 - ratePercent)) / 100);
}
