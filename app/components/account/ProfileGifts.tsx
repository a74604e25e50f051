import type { ProfileGift } from "#machines/rules/account/profileOverview";
import { PROFILE_TEXTS } from "#machines/rules/account/profileTexts";
import { ProfileSection } from "./ProfileSection";

/** The gift subscriptions the reader gave: plan, recipient and how long each runs. Shown only when there are some. */
export function ProfileGifts({ gifts }: { gifts: ProfileGift[] }) {
  if (gifts.length === 0) return null;
  return (
    <ProfileSection name="gifts" heading={PROFILE_TEXTS.giftsHeading}>
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
    </ProfileSection>
  );
}
