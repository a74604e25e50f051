import { isPrimaryPlan, PLAN_FLAGS, PRIMARY_PLAN_IDS, shopTexts } from "./shop";

/** Rules of the subscription form (spec 1 §4 "Subscription form", §5, §9). */

export type Recipient = "individual" | "gift" | "student" | "institution";
export type Section = "authentication" | "term" | "billing" | "shipping";

export const SECTIONS: readonly Section[] = ["authentication", "term", "billing", "shipping"];

export const SECTION_MESSAGES: Record<Section, string> = {
  authentication: "Please sign in or register",
  term: "Please select a subscription plan",
  billing: "Please complete payment information",
  shipping: "Please complete shipping information",
};
export const FORM_INCOMPLETE = "Please complete the form";
export const SCROLL_OFFSET_PX = 150;
export const PROCESSING_RESET_MS = 3000;

/** The discount code a recipient brings (student and institution plans); others bring none. */
export const RECIPIENT_CODES: Record<Recipient, string> = { individual: "", gift: "", student: "STUDENT25", institution: "LIBRARY15" };

export function recipientFlags(recipient: Recipient): number {
  return recipient === "gift" ? PLAN_FLAGS.gift : PLAN_FLAGS.standard;
}

export interface SubscriptionPlan {
  id: string;
  productKey: string;
  title: string;
  description: string;
  price: number;
  fullPrice: number;
  flags: number;
  termMonths: number;
  digitalOnly: boolean;
  needsBilling: boolean;
}

/** The plan named by id, else the first of P2Y-US, P2Y-CA, P2Y-ITNL present, else none. */
export function autoSelect(plans: readonly SubscriptionPlan[], wantedId: string | null): string | null {
  if (wantedId && plans.some((p) => p.id === wantedId)) return wantedId;
  for (const id of PRIMARY_PLAN_IDS) if (plans.some((p) => p.id === id)) return id;
  return null;
}

/** Primary plans carry the Best Deal! badge; the others are secondary. */
export function planBadge(id: string): string | null {
  return isPrimaryPlan(id) ? shopTexts.bestDeal : null;
}

/** Gift fields (giftMessage, giftEmail, from name) refuse < and >. */
export function hasAngleBrackets(text: string): boolean {
  return /[<>]/.test(text);
}

/** The subscribe page's own texts. */
export const SUBSCRIBE_TEXTS = {
  signInFirst: "Please sign in or register to subscribe.",
  noPlans: "There are no subscriptions of this kind for this destination. Please choose another.",
  studentNote: "Student rates need a valid college or university e-mail address on your account.",
  codeNotValid: "This code is not valid.",
} as const;
