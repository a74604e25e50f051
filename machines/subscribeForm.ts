import { assign, setup } from "xstate";
import {
  ERROR_LOADING_SUBSCRIPTION_CODES,
  ERROR_LOADING_SUBSCRIPTION_OPTIONS,
} from "#machines/rules/magazine/magazine";
import { planCountry, shopTexts } from "#machines/rules/shop/shop";
import {
  autoSelect,
  FORM_INCOMPLETE,
  INTERNATIONAL,
  PROCESSING_RESET_MS,
  RECIPIENT_CODES,
  type Recipient,
  recipientFlags,
  SECTION_MESSAGES,
  SUBSCRIBE_TEXTS,
} from "#machines/rules/shop/subscribeForm";
import { unprovided } from "#machines/unprovided";

/**
 * The subscription form: recipient and country reload the plan
 * options (GET /subscription/options), a discount code is checked
 * (GET /subscription/code/{code}) and used only when active, the term is
 * auto-selected, sections complete or not, and the Subscribe button is
 * incomplete, ready or processing (reset after 3 s). The page's address
 * holds recipient, delivery, code and term (rules/shop/subscribeQuery.ts):
 * the reader's choices push a history entry, what the form chose itself
 * replaces it, and RESTORE brings back the form of another entry.
 */

// The shapes, the initial context and the readers live in rules/subscribeForm, so the form renders without loading xstate.
export {
  buttonState,
  type CodeAnswer,
  discountNote,
  firstIncomplete,
  hiddenFields,
  type OptionsAnswer,
  type OptionsQuery,
  progress,
  type SubscribeContext,
  type SubscribeInput,
  sectionComplete,
} from "#machines/rules/shop/subscribeForm";

import {
  type CodeAnswer,
  firstIncomplete,
  initialSubscribeContext,
  needsBilling,
  type OptionsAnswer,
  type OptionsQuery,
  type SubscribeContext,
  type SubscribeInput,
} from "#machines/rules/shop/subscribeForm";

export type SubscribeEvent =
  | { type: "RECIPIENT"; recipient: Recipient }
  | { type: "US" }
  /** International: the country list shows and delivery is INTL until a country is chosen from it. */
  | { type: "INTERNATIONAL" }
  | { type: "COUNTRY"; countryCode: string }
  | { type: "SELECT_PLAN"; id: string }
  /** Back or forward navigation brought another entry's form: shown without a new history entry. */
  | { type: "RESTORE"; recipient: Recipient; region: "US" | "INTL"; countryCode: string; orderTerm: string | null }
  | { type: "APPLY_CODE"; code: string }
  | { type: "CLEAR_CODE" }
  | { type: "SIGNED_IN" }
  | { type: "BILLING"; complete: boolean }
  | { type: "SHIPPING"; complete: boolean }
  | { type: "SHIP_TO_BILLING"; checked: boolean }
  | { type: "SUBSCRIBE" }
  | { type: "ALERT_SHOWN" };

export const subscribeFormMachine = setup({
  types: { context: {} as SubscribeContext, events: {} as SubscribeEvent, input: {} as SubscribeInput },
  actors: {
    loadOptions: unprovided<OptionsAnswer, OptionsQuery>("loadOptions"),
    checkCode: unprovided<CodeAnswer, { code: string }>("checkCode"),
  },
  actions: {
    /** The UI writes the form's state to the address: a new history entry (`push`) or the current one. */
    writeAddress: (_, _params: { push: boolean }) => {},
    clearTerm: assign({ selectedPlanId: null }),
    clearRefusedCode: assign({
      discountCode: "",
      discountRate: 0,
      discountKind: null,
      codeError: SUBSCRIBE_TEXTS.codeNotValid,
      codeClears: ({ context }) => context.codeClears + 1,
    }),
  },
  guards: {
    complete: ({ context }) => firstIncomplete(context) === null,
  },
}).createMachine({
  id: "subscribeForm",
  context: ({ input }) => initialSubscribeContext(input),
  type: "parallel",
  on: {
    SIGNED_IN: { actions: assign({ signedIn: true }) },
    BILLING: { actions: assign(({ event }) => ({ billingComplete: event.complete })) },
    SHIPPING: { actions: assign(({ event }) => ({ shippingComplete: event.complete })) },
    SHIP_TO_BILLING: {
      actions: assign(({ context, event }) => ({ shipToBilling: event.checked || !needsBilling(context) })),
    },
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
            assign(({ event }) => ({ ...recipientChosen(event.recipient), wantedPlanId: null })),
            { type: "writeAddress", params: { push: true } },
          ],
        },
        US: {
          target: ".loading",
          reenter: true,
          actions: [
            "clearTerm",
            assign({ region: "US", countryCode: "US", wantedPlanId: null }),
            { type: "writeAddress", params: { push: true } },
          ],
        },
        INTERNATIONAL: {
          // Already international: the country chosen stays.
          guard: ({ context }) => context.region !== "INTL",
          target: ".loading",
          reenter: true,
          actions: [
            "clearTerm",
            assign({ region: "INTL", countryCode: INTERNATIONAL, wantedPlanId: null }),
            { type: "writeAddress", params: { push: true } },
          ],
        },
        COUNTRY: {
          target: ".loading",
          reenter: true,
          actions: [
            "clearTerm",
            assign(({ event }) => ({ region: "INTL" as const, countryCode: event.countryCode, wantedPlanId: null })),
            { type: "writeAddress", params: { push: true } },
          ],
        },
        RESTORE: [
          {
            // Another recipient or delivery: its options load, with the entry's term wanted.
            guard: ({ context, event }) =>
              event.recipient !== context.recipient ||
              event.region !== context.region ||
              (event.region === "INTL" && event.countryCode !== context.countryCode),
            target: ".loading",
            reenter: true,
            actions: [
              "clearTerm",
              assign(({ context, event }) => ({
                ...(event.recipient !== context.recipient ? recipientChosen(event.recipient) : {}),
                region: event.region,
                countryCode: event.region === "US" ? "US" : event.countryCode,
                wantedPlanId: event.orderTerm,
              })),
            ],
          },
          {
            // The entry's term, as its page would select it (none named: the form's own choice, if any).
            guard: ({ context, event }) => autoSelect(context.plans, event.orderTerm) !== context.selectedPlanId,
            actions: assign(({ context, event }) => {
              const id = autoSelect(context.plans, event.orderTerm);
              return id ? termSelected(context, id) : { selectedPlanId: null };
            }),
          },
        ],
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
              actions: [
                assign(({ context, event }) => {
                  const { plans, discount } = event.output;
                  const selectedPlanId = context.selectedPlanId ?? autoSelect(plans, context.wantedPlanId);
                  const plan = plans.find((p) => p.id === selectedPlanId);
                  return {
                    plans,
                    selectedPlanId,
                    loadError: null,
                    shipToBilling: context.shipToBilling || (plan ? !plan.needsBilling : false),
                    // The prices carry the server's discount (a recipient's code included): the form sends that code.
                    ...(discount
                      ? { discountCode: discount.code, discountRate: discount.rate, discountKind: discount.kind }
                      : {}),
                  };
                }),
                // The term the form chose itself (and the code it applies) join the reader's entry.
                { type: "writeAddress", params: { push: false } },
              ],
            },
            onError: {
              target: "ready",
              actions: assign({ plans: [], loadError: ERROR_LOADING_SUBSCRIPTION_OPTIONS }),
            },
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
                actions: assign(({ event }) => ({
                  discountCode: event.output.code,
                  discountRate: event.output.rate,
                  discountKind: event.output.kind,
                  codeError: null,
                })),
              },
              // Not active: the code is cleared, from the form as well.
              { target: "ready", actions: "clearRefusedCode" },
            ],
            // The check itself failed: the code is kept and the reader told the codes could not be loaded.
            onError: { target: "ready", actions: assign({ codeError: ERROR_LOADING_SUBSCRIPTION_CODES }) },
          },
        },
        ready: {
          on: {
            SELECT_PLAN: {
              guard: ({ context, event }) => context.plans.some((p) => p.id === event.id),
              actions: [
                assign(({ context, event }) => termSelected(context, event.id)),
                { type: "writeAddress", params: { push: true } },
              ],
            },
            APPLY_CODE: { guard: ({ event }) => event.code.trim() !== "", target: "checkingCode" },
            CLEAR_CODE: {
              target: "loading",
              actions: assign(({ context }) => ({
                discountCode: RECIPIENT_CODES[context.recipient],
                discountRate: 0,
                discountKind: null,
                codeError: null,
              })),
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

/** A recipient chosen: its own code (student, institution) replaces any other. */
function recipientChosen(recipient: Recipient): Partial<SubscribeContext> {
  return { recipient, discountCode: RECIPIENT_CODES[recipient], discountRate: 0, discountKind: null, codeError: null };
}

/** Selecting a term; a term that needs no billing forces ship-to-billing. */
function termSelected(context: SubscribeContext, id: string): Partial<SubscribeContext> {
  const plan = context.plans.find((p) => p.id === id);
  return { selectedPlanId: id, shipToBilling: context.shipToBilling || (plan ? !plan.needsBilling : false) };
}
