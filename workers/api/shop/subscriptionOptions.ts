import { centsToAmount, discounted, isGiftFlags, planCountry } from "#machines/rules/shop/shop";
import type { SubscriptionPlan } from "#machines/rules/shop/subscribeForm";
import { type DiscountCode, listPlans, type Recipient } from "#workers/db/shopPlans";

/**
 * The plan options GET /subscription/options, shared by the call
 * and the subscribe page's loader (its no-JavaScript path): gift flags choose
 * gift plans, an active student or institution code chooses its plans, and an
 * active code's rate is taken off every price. The code is looked up by the
 * caller (workers/services/shop/discountLookup.ts), whose look-ups are limited.
 */
export async function subscriptionOptions(
  db: D1Database,
  query: { countrycode: string; flags: number },
  active: DiscountCode | null,
) {
  const recipient: Recipient = isGiftFlags(query.flags)
    ? "gift"
    : active?.kind === "student" || active?.kind === "institution"
      ? active.kind
      : "individual";
  const country = planCountry(query.countrycode);
  const rate = active?.ratePercent ?? 0;
  const plans: SubscriptionPlan[] = (await listPlans(db, recipient, country)).map((p) => ({
    id: p.id,
    productKey: p.id,
    title: p.title,
    description: p.description,
    price: centsToAmount(discounted(p.priceCents, rate)),
    fullPrice: centsToAmount(p.priceCents),
    flags: p.flags,
    termMonths: p.termMonths,
    digitalOnly: p.digitalOnly,
    needsBilling: p.needsBilling,
  }));
  return {
    countrycode: query.countrycode,
    country,
    recipient,
    discount: active ? { code: active.code, rate: active.ratePercent, kind: active.kind } : null,
    plans,
  };
}
