import * as v from "valibot";
import { accountTexts } from "#machines/rules/account/accountTexts";
import { singleLineText } from "#machines/rules/forms/fieldRules";
import { isCountryCode } from "#machines/rules/shop/countries";
import { type ShippingRegion, shippingRegion } from "#machines/rules/shop/shop";
import { ADDRESS_FIELDS } from "./addressSchema";

/**
 * The checkout form: billing address, ship-to-billing, a
 * shipping address when shipping elsewhere, and the idempotency key that
 * makes a double submit place one order. Fields are prefixed billing_ and
 * shipping_; errors come back by field name.
 */

/** One address block of the shop's address schema, its fields prefixed (the profile's delivery form takes it too). */
export function addressSchema(prefix: "billing_" | "shipping_") {
  return v.object(
    Object.fromEntries(
      ADDRESS_FIELDS.map((f) => {
        const name = `${prefix}${f.name}`;
        if (f.type === "country") {
          return [
            name,
            v.optional(
              v.pipe(v.string(), v.trim(), v.toUpperCase(), v.check(isCountryCode, "Please choose a country.")),
              "",
            ),
          ];
        }
        const base = v.pipe(
          singleLineText(f.maxLength, f.label, `${f.label} is too long.`),
          v.regex(/^[^<>]*$/, accountTexts.angleBrackets),
        );
        // Missing fields read as empty, so they fail with the field's own message.
        return [
          name,
          v.optional(f.required ? v.pipe(base, v.nonEmpty(`Please enter ${f.label.toLowerCase()}.`)) : base, ""),
        ];
      }),
    ),
  );
}

const KeySchema = v.object({
  idempotencyKey: v.pipe(
    v.optional(v.string(), ""),
    v.regex(/^[A-Za-z0-9-]{16,64}$/, "This form has expired. Please reload the page and try again."),
  ),
  shipToBilling: v.optional(v.string(), ""),
});

export interface CheckoutInput {
  key: string;
  shipToBilling: boolean;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  region: ShippingRegion;
  country: string;
}

/** An address block's values without their prefix, as stored. */
export function unprefixed(values: Record<string, unknown>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, val]) => [k.slice(prefix.length), String(val)]));
}

export function parseCheckout(
  form: Record<string, string>,
): { ok: true; input: CheckoutInput } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const collect = (issues: v.BaseIssue<unknown>[]) => {
    for (const issue of issues) errors[v.getDotPath(issue) ?? "form"] ??= issue.message;
  };
  const keyed = v.safeParse(KeySchema, form);
  if (!keyed.success) collect(keyed.issues);
  const shipToBilling = form.shipToBilling === "on" || form.shipToBilling === "true" || form.shipToBilling === "1";
  const billing = v.safeParse(addressSchema("billing_"), form);
  if (!billing.success) collect(billing.issues);
  const shipping = shipToBilling ? null : v.safeParse(addressSchema("shipping_"), form);
  if (shipping && !shipping.success) collect(shipping.issues);
  if (!keyed.success || !billing.success || (shipping && !shipping.success)) return { ok: false, errors };
  const billingAddress = unprefixed(billing.output, "billing_");
  const shippingAddress = shipping?.success ? unprefixed(shipping.output, "shipping_") : billingAddress;
  return {
    ok: true,
    input: {
      key: keyed.output.idempotencyKey,
      shipToBilling,
      billing: billingAddress,
      shipping: shippingAddress,
      region: shippingRegion(shipToBilling, billingAddress.country ?? "", shippingAddress.country ?? ""),
      country: shippingAddress.country ?? "US",
    },
  };
}
