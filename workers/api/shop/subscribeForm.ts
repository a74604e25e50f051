import * as v from "valibot";
import { accountTexts } from "#machines/rules/account/accountTexts";
import { multiLineText, singleLineText } from "#machines/rules/forms/fieldRules";
import { regionCodeOf } from "#machines/rules/shop/northAmericanRegions";
import { discounted, planDeliversTo } from "#machines/rules/shop/shop";
import { SECTION_MESSAGES, SUBSCRIBE_TEXTS } from "#machines/rules/shop/subscribeForm";
import { type AppContext, ownViewer } from "#workers/context";
import { getPlan } from "#workers/db/shopPlans";
import { createSubscription } from "#workers/db/subscriptions";
import { lookUpDiscountCode } from "#workers/services/shop/discountLookup";
import { parseCheckout } from "./checkoutForm";

/**
 * The subscribe form's server side: the plan (order_term), an optional
 * discount code used only when active and fitting the plan, gift fields
 * without < or >, and the addresses and idempotency key of the checkout.
 * The price is the server's, never the form's.
 */

/** What each field of the form holds, as the shared field rules' messages name it. */
export const SUBSCRIBE_FIELDS = {
  plan: "The subscription plan",
  discountCode: "The code",
  giftEmail: "The e-mail",
  giftMessage: "The gift message",
  giftFrom: "The from name",
} as const;
const F = SUBSCRIBE_FIELDS;

const noAngles = (text: v.GenericSchema<string, string>) =>
  v.optional(v.pipe(text, v.regex(/^[^<>]*$/, accountTexts.angleBrackets)), "");

const Fields = v.object({
  order_term: v.pipe(
    v.optional(singleLineText(40, F.plan, "Please select a subscription plan"), ""),
    v.nonEmpty("Please select a subscription plan"),
  ),
  discountCode: v.optional(singleLineText(40, F.discountCode, "The code is too long."), ""),
  giftEmail: v.optional(singleLineText(200, F.giftEmail, "The e-mail is too long."), ""),
  giftMessage: noAngles(v.pipe(multiLineText(500, F.giftMessage, "The gift message is too long."), v.trim())),
  // The gift's from field is posted as "name".
  name: noAngles(singleLineText(100, F.giftFrom, "The from name is too long.")),
});

export type SubscribeResult =
  | { ok: true; subscriptionId: number; priceCents: number; planTitle: string; discountCode: string | null }
  | { ok: false; status: number; errors: Record<string, string> };

export async function subscribe(
  app: AppContext,
  request: Request,
  form: Record<string, string>,
): Promise<SubscribeResult> {
  const viewer = ownViewer(app);
  if (!viewer) return { ok: false, status: 401, errors: { form: "Please sign in or register" } };
  const parsed = v.safeParse(Fields, form);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.issues) errors[v.getDotPath(issue) ?? "form"] ??= issue.message;
  const plan = parsed.success ? await getPlan(app.db, parsed.output.order_term) : null;
  if (parsed.success && !plan) errors.order_term = "Please select a subscription plan";
  // Nothing is shipped for a plan that needs no billing or is digital only: its delivery address is the billing one.
  const shipsToBilling = plan && (!plan.needsBilling || plan.digitalOnly);
  const addresses = parseCheckout(shipsToBilling ? { ...form, shipToBilling: "on" } : form);
  // The price is the delivery region's: a plan of another region is refused (the country shipped to, billing when shipped to billing).
  if (plan && addresses.ok && !planDeliversTo(plan.country, addresses.input.country))
    errors.order_term = SECTION_MESSAGES.term;
  if (!addresses.ok) Object.assign(errors, addresses.errors);
  const gift = plan && plan.recipient === "gift" && parsed.success ? parsed.output : null;
  if (gift && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(gift.giftEmail))
    errors.giftEmail = "Please enter the recipient's e-mail address.";
  if (!parsed.success || !plan || !addresses.ok || Object.keys(errors).length > 0)
    return { ok: false, status: 400, errors };
  const lookup = await lookUpDiscountCode(app, request, parsed.output.discountCode);
  if (lookup.limited) return { ok: false, status: 429, errors: { discountCode: SUBSCRIBE_TEXTS.tooManyCodeLookups } };
  const code = lookup.code;
  const fits = code && (code.kind === "general" || code.kind === plan.recipient);
  const priceCents = fits && code ? discounted(plan.priceCents, code.ratePercent) : plan.priceCents;
  const subscriptionId = await createSubscription(app.db, {
    userId: viewer.id,
    key: addresses.input.key,
    plan,
    priceCents,
    discountCode: fits && code ? code.code : null,
    shipToCountry: addresses.input.country,
    shipToRegion: regionCodeOf(addresses.input.country, addresses.input.shipping.state),
    billingCountry: addresses.input.billing.country ?? "US",
    deliveryAddress: plan.digitalOnly ? null : addresses.input.shipping,
    gift: gift ? { email: gift.giftEmail, message: gift.giftMessage, from: gift.name } : null,
    now: new Date(),
  });
  return { ok: true, subscriptionId, priceCents, planTitle: plan.title, discountCode: fits && code ? code.code : null };
}
