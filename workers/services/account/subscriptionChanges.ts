import { PROFILE_TEXTS } from "#machines/rules/account/profileTexts";
import { formatDate } from "#machines/rules/calendar/dates";
import { planDeliversTo } from "#machines/rules/shop/shop";
import { findChangeableSubscription, setAutoRenew, setDeliveryAddress } from "#workers/db/subscriptions";
import type { ProfileAnswer } from "./profile";

/**
 * The profile's subscription changes: auto-renewal off or back on, and where the next issue goes.
 * Only the reader's own running subscription changes (never a gift, another reader's or an ended one);
 * both are set by value, so a post sent twice changes the row once.
 */

/** A new delivery address as the profile's form gives it (workers/api/account/subscriptionForms.ts). */
export interface NewDelivery {
  subscriptionId: number;
  address: Record<string, string>;
  country: string;
  /** The US state or Canadian province code the address names, for the reports. */
  region: string | null;
}

function refused(intent: string, subscription: number, errors: Record<string, string>): ProfileAnswer {
  const message = Object.values(errors)[0] ?? PROFILE_TEXTS.badSubscription;
  return { ok: false, intent, subscription, message, errors };
}

export async function changeRenewal(
  db: D1Database,
  userId: number,
  subscriptionId: number,
  renew: boolean,
): Promise<ProfileAnswer> {
  const intent = "renewal";
  const now = new Date();
  const found = await findChangeableSubscription(db, userId, subscriptionId, now);
  if (!found || !(await setAutoRenew(db, userId, found.id, renew, now)))
    return refused(intent, subscriptionId, { subscription: PROFILE_TEXTS.badSubscription });
  const ends = formatDate(found.endsAt);
  return {
    ok: true,
    intent,
    subscription: found.id,
    message: renew ? PROFILE_TEXTS.renewalTurnedOn(ends) : PROFILE_TEXTS.renewalTurnedOff(ends),
  };
}

export async function changeDelivery(db: D1Database, userId: number, delivery: NewDelivery): Promise<ProfileAnswer> {
  const intent = "delivery";
  const now = new Date();
  const found = await findChangeableSubscription(db, userId, delivery.subscriptionId, now);
  // A digital plan posts nothing, so it has no delivery address to change.
  if (!found || found.digitalOnly)
    return refused(intent, delivery.subscriptionId, { subscription: PROFILE_TEXTS.badSubscription });
  // The price paid is the plan region's: the issues go to a country of that region only.
  if (!planDeliversTo(found.planCountry, delivery.country))
    return refused(intent, found.id, { shipping_country: PROFILE_TEXTS.deliveryOutsidePlan });
  if (!(await setDeliveryAddress(db, userId, found.id, delivery, now)))
    return refused(intent, found.id, { subscription: PROFILE_TEXTS.badSubscription });
  return { ok: true, intent, subscription: found.id, message: PROFILE_TEXTS.deliveryChanged };
}
