import { isPrimaryPlan, PLAN_FLAGS, PRIMARY_PLAN_IDS, shopTexts } from "./shop";

/** Rules of the subscription form. */

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
/** The delivery of International before a country is chosen from its list. */
export const INTERNATIONAL = "INTL";
export const SCROLL_OFFSET_PX = 150;
export const PROCESSING_RESET_MS = 3000;

/** The discount code a recipient brings (student and institution plans); others bring none. */
export const RECIPIENT_CODES: Record<Recipient, string> = {
  individual: "",
  gift: "",
  student: "STUDENT25",
  institution: "LIBRARY15",
};

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

/** The subscribe page's own texts. */
export const SUBSCRIBE_TEXTS = {
  signInFirst: "Please sign in or register to subscribe.",
  noPlans: "There are no subscriptions of this kind for this destination. Please choose another.",
  studentNote: "Student rates need a valid college or university e-mail address on your account.",
  codeNotValid: "This code is not valid.",
  chooseCountry: "Choose a country",
  tooManyCodeLookups: "Too many discount codes tried. Please wait 15 minutes and try again.",
} as const;

export interface OptionsQuery {
  countrycode: string;
  discount: string;
  flags: number;
}
export interface DiscountAnswer {
  code: string;
  rate: number;
  kind: CodeAnswer["kind"];
}
/** GET /subscription/options: the plans, and the discount the server applied to their prices (if any). */
export interface OptionsAnswer {
  plans: SubscriptionPlan[];
  discount: DiscountAnswer | null;
}
export interface CodeAnswer {
  isActive: boolean;
  code: string;
  rate: number;
  kind: "general" | "student" | "institution";
}

export interface SubscribeInput {
  signedIn: boolean;
  recipient: Recipient;
  wantedPlanId: string | null;
  /** The page's first options, rendered by the server: the machine starts ready with them (no call). */
  initial?: {
    plans: SubscriptionPlan[];
    region: "US" | "INTL";
    countryCode: string;
    discount: DiscountAnswer | null;
  };
}

export interface SubscribeContext {
  signedIn: boolean;
  recipient: Recipient;
  /** "US" or an international country; plan options ask for US or INTL. */
  region: "US" | "INTL";
  /** US, INTL (International, no country chosen yet) or the international country chosen. */
  countryCode: string;
  discountCode: string;
  discountRate: number;
  discountKind: CodeAnswer["kind"] | null;
  codeError: string | null;
  /** Counts codes refused and cleared; the code field is keyed by it, so a refused code leaves it empty. */
  codeClears: number;
  plans: SubscriptionPlan[];
  wantedPlanId: string | null;
  selectedPlanId: string | null;
  billingComplete: boolean;
  shippingComplete: boolean;
  shipToBilling: boolean;
  message: string | null;
  /** The section the page scrolls to (offset 150 px), set by an incomplete Subscribe. */
  scrollTo: Section | null;
  alert: string | null;
  loadError: string | null;
}

/** The form's context as the machine starts: also what the page shows (and the server rendered) before it does. */
export function initialSubscribeContext(input: SubscribeInput): SubscribeContext {
  return {
    signedIn: input.signedIn,
    recipient: input.recipient,
    region: input.initial?.region ?? "US",
    countryCode: input.initial?.countryCode ?? "US",
    discountCode: input.initial?.discount?.code ?? RECIPIENT_CODES[input.recipient],
    discountRate: input.initial?.discount?.rate ?? 0,
    discountKind: input.initial?.discount?.kind ?? null,
    codeError: null,
    codeClears: 0,
    plans: input.initial?.plans ?? [],
    wantedPlanId: input.wantedPlanId,
    selectedPlanId: input.initial ? autoSelect(input.initial.plans, input.wantedPlanId) : null,
    billingComplete: false,
    shippingComplete: false,
    shipToBilling: true,
    message: null,
    scrollTo: null,
    alert: null,
    loadError: null,
  };
}

/** The machine's snapshot as the form's readers see it (machines/subscribeForm.ts), without xstate. */
export interface SubscribeStateLike {
  matches(state: Record<string, string>): boolean;
  context: SubscribeContext;
}

export function selectedPlan(context: SubscribeContext): SubscriptionPlan | null {
  return context.plans.find((p) => p.id === context.selectedPlanId) ?? null;
}

export function needsBilling(context: SubscribeContext): boolean {
  return selectedPlan(context)?.needsBilling ?? true;
}

/** Whether each section is complete: digital-only plans complete shipping; ship-to-billing follows billing. */
export function sectionComplete(context: SubscribeContext, section: Section): boolean {
  const plan = selectedPlan(context);
  switch (section) {
    case "authentication":
      return context.signedIn;
    case "term":
      return plan !== null;
    case "billing":
      return context.billingComplete || (plan !== null && !plan.needsBilling);
    case "shipping":
      return (
        (plan?.digitalOnly ?? false) ||
        (context.shipToBilling ? sectionComplete(context, "billing") : context.shippingComplete)
      );
  }
}

export function firstIncomplete(context: SubscribeContext): Section | null {
  return SECTIONS.find((s) => !sectionComplete(context, s)) ?? null;
}

/** The progress bar: how many of the four sections are complete. */
export function progress(context: SubscribeContext): number {
  return SECTIONS.filter((s) => sectionComplete(context, s)).length;
}

export type SubscribeButtonState = "incomplete" | "ready" | "processing";

export function buttonState(snapshot: SubscribeStateLike): SubscribeButtonState {
  return contextButtonState(snapshot.context, snapshot.matches({ submit: "processing" }));
}

/** The button's state from the context, and whether a submission is processing (never before the machine starts). */
export function contextButtonState(context: SubscribeContext, processing = false): SubscribeButtonState {
  if (processing) return "processing";
  return firstIncomplete(context) === null ? "ready" : "incomplete";
}

/** "Discount reflected in prices below." with the rate, unless the code is an institution's. */
export function discountNote(context: SubscribeContext): string | null {
  if (!context.discountRate || context.discountKind === "institution") return null;
  return `${shopTexts.discountReflected} (${context.discountRate}% off)`;
}

/** The form's hidden fields. */
export function hiddenFields(context: SubscribeContext): Record<string, string> {
  const plan = selectedPlan(context);
  return {
    product: plan?.title ?? "",
    price: plan ? plan.price.toFixed(2) : "",
    product_id: plan?.id ?? "",
    productKey: plan?.productKey ?? "",
    flags: String(plan?.flags ?? recipientFlags(context.recipient)),
    discountCode: context.discountRate ? context.discountCode : "",
    shiptoCountry: context.region === "US" ? "US" : context.countryCode,
    order_term: plan?.id ?? "",
  };
}
