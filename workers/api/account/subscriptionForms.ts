import * as v from "valibot";
import { PROFILE_TEXTS } from "#machines/rules/account/profileTexts";
import { regionCodeOf } from "#machines/rules/shop/northAmericanRegions";
import { addressSchema, unprefixed } from "#workers/api/shop/checkoutForm";
import type { NewDelivery } from "#workers/services/account/subscriptionChanges";

/**
 * The profile's two subscription forms: auto-renewal off (or back on) and a new delivery address
 * for the next issue, in the checkout's address fields prefixed shipping_. Each answers its values
 * or its errors by field name.
 */

const SubscriptionId = v.pipe(
  v.optional(v.string(), ""),
  v.regex(/^[1-9]\d{0,8}$/, PROFILE_TEXTS.badSubscription),
  v.transform(Number),
);

const RenewalFields = v.object({
  subscription: SubscriptionId,
  renew: v.picklist(["on", "off"], PROFILE_TEXTS.badRenewal),
});

const DeliveryFields = v.object({ subscription: SubscriptionId });
const DeliveryAddress = addressSchema("shipping_");

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

function errorsOf(issues: readonly v.BaseIssue<unknown>[], into: Record<string, string> = {}) {
  for (const issue of issues) into[v.getDotPath(issue) ?? "form"] ??= issue.message;
  return into;
}

export function parseRenewalForm(form: Record<string, string>): Parsed<{ subscriptionId: number; renew: boolean }> {
  const parsed = v.safeParse(RenewalFields, { subscription: form.subscription, renew: form.renew ?? "" });
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.issues) };
  return { ok: true, value: { subscriptionId: parsed.output.subscription, renew: parsed.output.renew === "on" } };
}

export function parseDeliveryForm(form: Record<string, string>): Parsed<NewDelivery> {
  const id = v.safeParse(DeliveryFields, { subscription: form.subscription });
  const address = v.safeParse(DeliveryAddress, form);
  if (!id.success || !address.success) {
    const errors = id.success ? {} : errorsOf(id.issues);
    return { ok: false, errors: address.success ? errors : errorsOf(address.issues, errors) };
  }
  const stored = unprefixed(address.output, "shipping_");
  const country = stored.country || "US";
  return {
    ok: true,
    value: {
      subscriptionId: id.output.subscription,
      address: { ...stored, country },
      country,
      region: regionCodeOf(country, stored.state),
    },
  };
}
