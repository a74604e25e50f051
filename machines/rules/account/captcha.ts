/**
 * The offline captcha's token, shared by its widget (browser) and the server
 * check: the signed challenge the site served and the reader's answer, joined.
 * Turnstile's tokens are opaque and pass through untouched.
 */
const SEPARATOR = "~";

export function offlineCaptchaToken(challenge: string, answer: string): string {
  const trimmed = answer.trim();
  return challenge && trimmed ? `${challenge}${SEPARATOR}${trimmed}` : "";
}

export function splitOfflineCaptchaToken(token: string): { challenge: string; answer: string } | null {
  const at = token.lastIndexOf(SEPARATOR);
  if (at <= 0 || at === token.length - 1) return null;
  return { challenge: token.slice(0, at), answer: token.slice(at + 1) };
}

/** Form field names of the widgets, read by server actions without JavaScript. */
export const CAPTCHA_FIELDS = {
  token: "g_recaptcha_response",
  challenge: "captcha_challenge",
  answer: "captcha_answer",
  turnstile: "cf-turnstile-response",
} as const;

/** Whether a token is no answer at all (nothing sent, or the offline challenge's answer left empty). */
export function captchaUnanswered(token: string): boolean {
  if (!token) return true;
  const at = token.lastIndexOf(SEPARATOR);
  return at >= 0 && token.slice(at + 1).trim() === "";
}

/** The captcha token of a posted form, whichever widget filled it. */
export function captchaTokenFromForm(form: Record<string, string | undefined>): string {
  return (
    form[CAPTCHA_FIELDS.token] ||
    form[CAPTCHA_FIELDS.turnstile] ||
    offlineCaptchaToken(form[CAPTCHA_FIELDS.challenge] ?? "", form[CAPTCHA_FIELDS.answer] ?? "")
  );
}

/** What a form needs to show the captcha (GET /api/captcha, or a page loader without JavaScript). */
export type CaptchaSetup =
  | { provider: "offline"; challenge: string; question: string }
  | { provider: "turnstile"; siteKey: string };
