import * as v from "valibot";
import { RECIPIENT_CODES, type Recipient } from "./subscribeForm";

/**
 * The subscribe page's address holds its form: recipient, delivery and term
 * (and an applied discount code), so a reload, a shared link and the back
 * button show the same form. The loader reads it to render the form, the
 * form reads it again on back and forward, and the form machine's changes
 * write it (subscribeSearch).
 */

const code = v.pipe(v.string(), v.trim(), v.maxLength(40), v.regex(/^[A-Za-z0-9_-]*$/));

const Query = v.object({
  recipient: v.fallback(v.optional(v.picklist(["individual", "gift", "student", "institution"])), undefined),
  // US, INTL (International before a country is chosen) or an international delivery country; anything else reads as US.
  country: v.fallback(v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^([A-Z]{2}|INTL)$/)), "US"), "US"),
  id: v.fallback(v.optional(code, ""), ""),
  orderTerm: v.fallback(v.optional(code, ""), ""),
  discount: v.fallback(v.optional(code, ""), ""),
  tid: v.fallback(v.optional(code, ""), ""),
});

export interface SubscribeQuery {
  recipient: Recipient;
  region: "US" | "INTL";
  /** US, INTL or the international country. */
  country: string;
  /** The term the address names (orderTerm), or "". */
  orderTerm: string;
  /** A plan id a link may name (id), used when orderTerm does not. */
  id: string;
  discount: string;
  tid: string;
}

/** The form an address asks for; `giftTabId` is the tab id that opens the gift form when no recipient is named. */
export function readSubscribeQuery(params: URLSearchParams, giftTabId: string): SubscribeQuery {
  const q = v.parse(Query, Object.fromEntries(params));
  const recipient = q.recipient ?? (q.tid === giftTabId ? "gift" : "individual");
  return { ...q, recipient, region: q.country === "US" ? "US" : "INTL" };
}

/** The form's state the address holds. */
export interface SubscribeAddressState {
  recipient: Recipient;
  region: "US" | "INTL";
  countryCode: string;
  /** The code in use: written when it is not the recipient's own (that one comes with the recipient). */
  discountCode: string;
  discountRate: number;
  selectedPlanId: string | null;
}

/**
 * The address's query for a state of the form, after the `keep` parameters
 * (tid and utm_*). A tab id may start the page on a recipient of its own
 * (the subscribers' gift tab): then the recipient is always written.
 */
export function subscribeSearch(state: SubscribeAddressState, keep: Readonly<Record<string, string>>): string {
  const q = new URLSearchParams(keep);
  if (state.recipient !== "individual" || q.has("tid")) q.set("recipient", state.recipient);
  if (state.region === "INTL") q.set("country", state.countryCode);
  if (state.discountRate && state.discountCode && state.discountCode !== RECIPIENT_CODES[state.recipient])
    q.set("discount", state.discountCode);
  if (state.selectedPlanId) q.set("orderTerm", state.selectedPlanId);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The parameters the form's state is written to: a change of only these is the form's own, not a new page. */
export const FORM_STATE_PARAMS = ["recipient", "country", "orderTerm", "discount"] as const;
