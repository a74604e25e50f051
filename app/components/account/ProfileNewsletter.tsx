import { Form } from "#app/components/navigation/Form";
import type { ProfileNewsletter as Newsletter, ProfileFormAnswer } from "#machines/rules/account/profileOverview";
import { PROFILE_TEXTS } from "#machines/rules/account/profileTexts";
import { ProfileSection } from "./ProfileSection";

/** Whether the reader's e-mail gets the weekly newsletter, and the form that changes it. */
export function ProfileNewsletter({
  newsletter,
  email,
  isSubscriber,
  answer,
  busy,
}: {
  newsletter: Newsletter;
  email: string;
  isSubscriber: boolean;
  answer: ProfileFormAnswer | undefined;
  busy: boolean;
}) {
  const receives = newsletter.signedUp && newsletter.unsubscribedText === null;
  const mine = answer?.intent === "newsletter" ? answer : undefined;
  return (
    <ProfileSection name="newsletter" heading={PROFILE_TEXTS.newsletterHeading}>
      <Form method="post" className="form account-form" data-testid="profile-newsletter-form">
        <input type="hidden" name="intent" value="newsletter" />
        <input type="hidden" name="newsletter" value={receives ? "off" : "on"} />
        {mine && (
          <p
            className={mine.ok ? "alert alert--success" : "alert alert--error"}
            role={mine.ok ? "status" : "alert"}
            data-testid="profile-newsletter-answer"
          >
            {mine.message}
          </p>
        )}
        <p data-testid="profile-newsletter-standing">
          {receives
            ? PROFILE_TEXTS.newsletterOn(email)
            : newsletter.unsubscribedText
              ? PROFILE_TEXTS.newsletterUnsubscribed(newsletter.unsubscribedText)
              : PROFILE_TEXTS.newsletterOff}
        </p>
        {isSubscriber && newsletter.unsubscribedText === null && (
          <p className="account-row__meta">{PROFILE_TEXTS.subscriberMailings}</p>
        )}
        <button type="submit" className="button button--secondary" disabled={busy}>
          {receives ? PROFILE_TEXTS.newsletterStop : PROFILE_TEXTS.newsletterResume}
        </button>
      </Form>
    </ProfileSection>
  );
}
