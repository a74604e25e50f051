import type { ProfileGift } from "#machines/rules/account/profileOverview";
import { PROFILE_TEXTS } from "#machines/rules/account/profileTexts";

/** The gift subscriptions the reader gave: plan, recipient and how long each runs. Shown only when there are some. */
export function ProfileGifts({ gifts }: { gifts: ProfileGift[] }) {
  if (gifts.length === 0) return null;
  return (
    <section className="account-section" aria-labelledby="profile-gifts-heading" data-testid="profile-gifts">
      <h2 className="account-section__heading" id="profile-gifts-heading">
        {PROFILE_TEXTS.giftsHeading}
      </h2>
      <ul className="account-rows">
        {gifts.map((gift) => (
          <li key={gift.id} className="account-row">
            <div className="account-row__main">
              <span className="account-row__title">{gift.planTitle}</span>
              <span className="account-row__meta">{PROFILE_TEXTS.giftTo(gift.recipientEmail)}</span>
            </div>
            <div className="account-row__side account-row__meta">
              {PROFILE_TEXTS.giftRuns(gift.givenText, gift.endsText)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
