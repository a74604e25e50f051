import { useEffect } from "react";
import { Form } from "#app/components/navigation/Form";
import { AddressFields } from "#app/components/shop/AddressFields";
import { focusField } from "#app/lib/focusField";
import type { ProfileFormAnswer, ProfileSubscription } from "#machines/rules/account/profileOverview";
import { PROFILE_TEXTS, renewsAtEnd } from "#machines/rules/account/profileTexts";
import { addressLines } from "#machines/rules/shop/addressLines";
import { countryName } from "#machines/rules/shop/northAmericanRegions";
import { ProfileSection } from "./ProfileSection";

/** The answer of a form of this subscription, if the last post was one. */
function answerFor(answer: ProfileFormAnswer | undefined, intent: string, id: number) {
  return answer?.intent === intent && answer.subscription === id ? answer : undefined;
}

/** A form's own answer line: its success, or a refusal that names no field of the form. */
function AnswerLine({ answer, fieldErrors }: { answer: ProfileFormAnswer | undefined; fieldErrors: boolean }) {
  if (!answer || (!answer.ok && fieldErrors)) return null;
  return (
    <p
      className={answer.ok ? "alert alert--success" : "alert alert--error"}
      role={answer.ok ? "status" : "alert"}
      data-testid={`profile-${answer.intent}-answer`}
    >
      {answer.message}
    </p>
  );
}

function SubscriptionEntry({
  subscription: s,
  answer,
  busy,
}: {
  subscription: ProfileSubscription;
  answer: ProfileFormAnswer | undefined;
  busy: boolean;
}) {
  const renewal = answerFor(answer, "renewal", s.id);
  const delivery = answerFor(answer, "delivery", s.id);
  const renews = renewsAtEnd({ autoRenew: s.autoRenew, isGift: false });
  const deliveryErrors = delivery && !delivery.ok ? (delivery.errors ?? {}) : {};
  const addressErrors = Object.keys(deliveryErrors).some((name) => name.startsWith("shipping_"));
  const idPrefix = `delivery-${s.id}-`;
  const firstError = addressErrors ? Object.keys(deliveryErrors)[0] : null;
  // An answer with errors takes the reader to the first field that has one (a page served with it autofocuses it).
  useEffect(() => {
    const name = delivery && !delivery.ok ? Object.keys(delivery.errors ?? {})[0] : undefined;
    if (name?.startsWith("shipping_")) focusField(`delivery-${s.id}-${name}`);
  }, [delivery, s.id]);
  return (
    <li className="account-subscription" data-testid="profile-subscription-entry">
      <h3 className="account-subscription__title">{s.planTitle}</h3>
      <p className="account-subscription__term" data-testid="profile-renewal-date">
        {!s.running
          ? PROFILE_TEXTS.endedOn(s.endsText)
          : renews
            ? PROFILE_TEXTS.renewsOn(s.endsText)
            : PROFILE_TEXTS.endsOn(s.endsText)}
      </p>
      {s.digitalOnly ? (
        <p className="account-row__meta account-subscription__digital">{PROFILE_TEXTS.digitalDelivery}</p>
      ) : (
        s.deliveryAddress && (
          <div className="account-subscription__address">
            <p className="account-subscription__label">{PROFILE_TEXTS.deliveredTo}</p>
            <address data-testid="profile-delivery-address">
              {addressLines(s.deliveryAddress, countryName).map((line, i) => (
                <span key={i}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </div>
        )
      )}
      {s.running && (
        <>
          <Form method="post" className="form account-form" data-testid="profile-renewal-form">
            <input type="hidden" name="intent" value="renewal" />
            <input type="hidden" name="subscription" value={s.id} />
            <input type="hidden" name="renew" value={renews ? "off" : "on"} />
            <AnswerLine answer={renewal} fieldErrors={false} />
            {renews && <p className="form__aside">{PROFILE_TEXTS.renewalOffHint}</p>}
            <button type="submit" className="button button--secondary" disabled={busy}>
              {renews ? PROFILE_TEXTS.turnRenewalOff : PROFILE_TEXTS.turnRenewalOn}
            </button>
          </Form>
          {!s.digitalOnly && (
            <details className="account-disclosure" open={Boolean(delivery && !delivery.ok) || !s.deliveryAddress}>
              <summary className="account-disclosure__summary">{PROFILE_TEXTS.deliveryHeading}</summary>
              <Form method="post" className="form account-form" noValidate data-testid="profile-delivery-form">
                <input type="hidden" name="intent" value="delivery" />
                <input type="hidden" name="subscription" value={s.id} />
                <AnswerLine answer={delivery} fieldErrors={addressErrors} />
                <p className="form__aside">{PROFILE_TEXTS.deliveryHint}</p>
                <AddressFields
                  prefix="shipping_"
                  idPrefix={idPrefix}
                  errors={deliveryErrors}
                  values={delivery && !delivery.ok ? delivery.values : s.deliveryAddress}
                  autoFocusName={firstError}
                />
                <button type="submit" className="button" disabled={busy}>
                  {PROFILE_TEXTS.saveDelivery}
                </button>
              </Form>
            </details>
          )}
        </>
      )}
    </li>
  );
}

/** The reader's own subscriptions: plan, renewal date, where the next issue goes, and the forms that change them. */
export function ProfileSubscriptions({
  subscriptions,
  answer,
  busy,
}: {
  subscriptions: ProfileSubscription[];
  answer: ProfileFormAnswer | undefined;
  busy: boolean;
}) {
  return (
    <ProfileSection name="subscriptions" heading={PROFILE_TEXTS.subscriptionsHeading}>
      {subscriptions.length === 0 ? (
        <p className="account-empty">{PROFILE_TEXTS.noSubscriptions}</p>
      ) : (
        <ul className="account-subscriptions">
          {subscriptions.map((s) => (
            <SubscriptionEntry key={s.id} subscription={s} answer={answer} busy={busy} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
