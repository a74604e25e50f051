import { assign, fromPromise, setup, type SnapshotFrom } from "xstate";
import { planCountry, shopTexts } from "./rules/shop";
import {
  autoSelect,
  FORM_INCOMPLETE,
  PROCESSING_RESET_MS,
  RECIPIENT_CODES,
  recipientFlags,
  SECTION_MESSAGES,
  SECTIONS,
  SUBSCRIBE_TEXTS,
  type Recipient,
  type Section,
  type SubscriptionPlan,
} from "./rules/subscribeForm";

/**
 * The subscription form of spec 1 §4: recipient and country reload the plan
 * options (GET /subscription/options), a discount code is checked
 * (GET /subscription/code/{code}) and used only when active, the term is
 * auto-selected, sections complete or not, and the Subscribe button is
 * incomplete, ready or processing (reset after 3 s).
 */

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
  countryCode: string;
  discountCode: string;
  discountRate: number;
  discountKind: CodeAnswer["kind"] | null;
  codeError: string | null;
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

export type SubscribeEvent =
  | { type: "RECIPIENT"; recipient: Recipient }
  | { type: "US" }
  | { type: "INTERNATIONAL"; countryCode: string }
  | { type: "SELECT_PLAN"; id: string }
  /** Back or forward navigation brought another orderTerm: select it without a new history entry. */
  | { type: "RESTORE_TERM"; id: string }
  | { type: "APPLY_CODE"; code: string }
  | { type: "CLEAR_CODE" }
  | { type: "SIGNED_IN" }
  | { type: "BILLING"; complete: boolean }
  | { type: "SHIPPING"; complete: boolean }
  | { type: "SHIP_TO_BILLING"; checked: boolean }
  | { type: "SUBSCRIBE" }
  | { type: "ALERT_SHOWN" };

const unprovided = <T, I>() =>
  fromPromise<T, I>(async () => {
    throw new Error("The subscription form needs its server calls.");
  });

export const subscribeFormMachine = setup({
  types: { context: {} as SubscribeContext, events: {} as SubscribeEvent, input: {} as SubscribeInput },
  actors: {
    loadOptions: unprovided<OptionsAnswer, OptionsQuery>(),
    checkCode: unprovided<CodeAnswer, { code: string }>(),
  },
  actions: {
    /** The UI pushes a history entry with orderTerm. */
    pushTerm: (_, _id: string) => {},
    clearTerm: assign({ selectedPlanId: null }),
  },
  guards: {
    complete: ({ context }) => firstIncomplete(context) === null,
  },
}).createMachine({
  id: "subscribeForm",
  context: ({ input }) => ({
    signedIn: input.signedIn,
    recipient: input.recipient,
    region: input.initial?.region ?? "US",
    countryCode: input.initial?.countryCode ?? "US",
    discountCode: input.initial?.discount?.code ?? RECIPIENT_CODES[input.recipient],
    discountRate: input.initial?.discount?.rate ?? 0,
    discountKind: input.initial?.discount?.kind ?? null,
    codeError: null,
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
  }),
  type: "parallel",
  on: {
    SIGNED_IN: { actions: assign({ signedIn: true }) },
    BILLING: { actions: assign(({ event }) => ({ billingComplete: event.complete })) },
    SHIPPING: { actions: assign(({ event }) => ({ shippingComplete: event.complete })) },
    SHIP_TO_BILLING: { actions: assign(({ context, event }) => ({ shipToBilling: event.checked || !needsBilling(context) })) },
    ALERT_SHOWN: { actions: assign({ alert: null }) },
  },
  states: {
    options: {
      initial: "starting",
      // Recipient and delivery changes count at any time: a load under way starts again with them.
      on: {
        RECIPIENT: {
          target: ".loading",
          reenter: true,
          actions: [
            "clearTerm",
            assign(({ event }) => ({ recipient: event.recipient, discountCode: RECIPIENT_CODES[event.recipient], discountRate: 0, discountKind: null, codeError: null, wantedPlanId: null })),
          ],
        },
        US: { target: ".loading", reenter: true, actions: ["clearTerm", assign({ region: "US", countryCode: "US", wantedPlanId: null })] },
        INTERNATIONAL: {
          target: ".loading",
          reenter: true,
          actions: ["clearTerm", assign(({ event }) => ({ region: "INTL" as const, countryCode: event.countryCode, wantedPlanId: null }))],
        },
      },
      states: {
        starting: {
          always: [{ guard: ({ context }) => context.plans.length > 0, target: "ready" }, { target: "loading" }],
        },
        loading: {
          invoke: {
            src: "loadOptions",
            // International asks for INTL (Canada has its own plans).
            input: ({ context }) => ({
              countrycode: context.region === "US" ? "US" : planCountry(context.countryCode),
              discount: context.discountCode,
              flags: recipientFlags(context.recipient),
            }),
            onDone: {
              target: "ready",
              actions: assign(({ context, event }) => {
                const { plans, discount } = event.output;
                const selectedPlanId = context.selectedPlanId ?? autoSelect(plans, context.wantedPlanId);
                const plan = plans.find((p) => p.id === selectedPlanId);
                return {
                  plans,
                  selectedPlanId,
                  loadError: null,
                  shipToBilling: context.shipToBilling || (plan ? !plan.needsBilling : false),
                  // The prices carry the server's discount (a recipient's code included): the form sends that code.
                  ...(discount ? { discountCode: discount.code, discountRate: discount.rate, discountKind: discount.kind } : {}),
                };
              }),
            },
            onError: { target: "ready", actions: assign({ plans: [], loadError: "The plans could not be loaded. Please try again." }) },
          },
        },
        checkingCode: {
          invoke: {
            src: "checkCode",
            input: ({ event }) => ({ code: event.type === "APPLY_CODE" ? event.code.trim() : "" }),
            onDone: [
              {
                guard: ({ event }) => event.output.isActive,
                target: "loading",
                actions: assign(({ event }) => ({ discountCode: event.output.code, discountRate: event.output.rate, discountKind: event.output.kind, codeError: null })),
              },
              { target: "ready", actions: assign({ discountCode: "", discountRate: 0, discountKind: null, codeError: SUBSCRIBE_TEXTS.codeNotValid }) },
            ],
            onError: { target: "ready", actions: assign({ discountCode: "", discountRate: 0, discountKind: null, codeError: SUBSCRIBE_TEXTS.codeNotValid }) },
          },
        },
        ready: {
          on: {
            SELECT_PLAN: {
              guard: ({ context, event }) => context.plans.some((p) => p.id === event.id),
              actions: [assign(({ context, event }) => termSelected(context, event.id)), { type: "pushTerm", params: ({ event }) => event.id }],
            },
            RESTORE_TERM: {
              guard: ({ context, event }) => context.plans.some((p) => p.id === event.id),
              actions: assign(({ context, event }) => termSelected(context, event.id)),
            },
            APPLY_CODE: { guard: ({ event }) => event.code.trim() !== "", target: "checkingCode" },
            CLEAR_CODE: {
              target: "loading",
              actions: assign(({ context }) => ({ discountCode: RECIPIENT_CODES[context.recipient], discountRate: 0, discountKind: null, codeError: null })),
            },
          },
        },
      },
    },
    submit: {
      initial: "idle",
      states: {
        idle: {
          on: {
            SUBSCRIBE: [
              { guard: "complete", target: "processing", actions: assign({ message: null, scrollTo: null }) },
              {
                actions: assign(({ context }) => {
                  const section = firstIncomplete(context);
                  return { scrollTo: section, message: section ? SECTION_MESSAGES[section] : FORM_INCOMPLETE };
                }),
              },
            ],
          },
        },
        processing: {
          after: { [PROCESSING_RESET_MS]: { target: "idle" } },
          on: { SUBSCRIBE: { actions: assign({ alert: shopTexts.processingOrder }) } },
        },
      },
    },
  },
});

export type SubscribeSnapshot = SnapshotFrom<typeof subscribeFormMachine>;

/** Selecting a term; a term that needs no billing forces ship-to-billing. */
function termSelected(context: SubscribeContext, id: string): Partial<SubscribeContext> {
  const plan = context.plans.find((p) => p.id === id);
  return { selectedPlanId: id, shipToBilling: context.shipToBilling || (plan ? !plan.needsBilling : false) };
}

export function selectedPlan(context: SubscribeContext): SubscriptionPlan | null {
  return context.plans.find((p) => p.id === context.selectedPlanId) ?? null;
}

function needsBilling(context: SubscribeContext): boolean {
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
      return (plan?.digitalOnly ?? false) || (context.shipToBilling ? sectionComplete(context, "billing") : context.shippingComplete);
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

export function buttonState(snapshot: SubscribeSnapshot): SubscribeButtonState {
  if (snapshot.matches({ submit: "processing" })) return "processing";
  return firstIncomplete(snapshot.context) === null ? "ready" : "incomplete";
}

/** "Discount reflected in prices below." with the rate, unless the code is an institution's. */
export function discountNote(context: SubscribeContext): string | null {
  if (!context.discountRate || context.discountKind === "institution") return null;
  return `${shopTexts.discountReflected} (${context.discountRate}% off)`;
}

/** The form's hidden fields (spec 1 §4). */
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
