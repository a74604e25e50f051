/** Privacy notice: shown until accepted, then the value 1 is kept in local storage. */
export const PRIVACY_ACCEPTED_KEY = "privacyAccepted";
export const PRIVACY_ACCEPTED_VALUE = "1";

export function isPrivacyAccepted(stored: string | null | undefined): boolean {
  return stored === PRIVACY_ACCEPTED_VALUE;
}
