import { Link } from "#app/components/navigation/Link";
import type { ProfileNewsletter as Newsletter } from "#machines/rules/account/profileOverview";
import { PROFILE_TEXTS } from "#machines/rules/account/profileTexts";

/** Whether the reader's e-mail gets the weekly newsletter, and the way to sign up when it does not. */
export function ProfileNewsletter({
  newsletter,
  email,
  isSubscriber,
}: {
  newsletter: Newsletter;
  email: string;
  isSubscriber: boolean;
}) {
  const receives = newsletter.signedUp && newsletter.unsubscribedText === null;
  return (
    <section className="account-section" aria-labelledby="profile-newsletter-heading" data-testid="profile-newsletter">
      <h2 className="account-section__heading" id="profile-newsletter-heading">
        {PROFILE_TEXTS.newsletterHeading}
      </h2>
      <p>
        {receives
          ? PROFILE_TEXTS.newsletterOn(email)
          : newsletter.unsubscribedText
            ? PROFILE_TEXTS.newsletterUnsubscribed(newsletter.unsubscribedText)
            : PROFILE_TEXTS.newsletterOff}
      </p>
      {isSubscriber && newsletter.unsubscribedText === null && (
        <p className="account-row__meta">{PROFILE_TEXTS.subscriberMailings}</p>
      )}
      {!receives && newsletter.unsubscribedText === null && (
        <p>
          <Link className="text-link" to="/newsletter">
            {PROFILE_TEXTS.newsletterSignUp}
          </Link>
        </p>
      )}
    </section>
  );
}
