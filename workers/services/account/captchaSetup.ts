import type { CaptchaSetup } from "#machines/rules/account/captcha";
import type { AppContext } from "#workers/context";
import { captchaFor, createOfflineChallenge } from "./captcha";

/** The captcha a form shows: Turnstile's site key, or a fresh offline challenge. */
export async function captchaSetup(app: AppContext): Promise<CaptchaSetup> {
  if (captchaFor(app.config, app.db).provider === "turnstile")
    return { provider: "turnstile", siteKey: app.config.captchaSiteKey };
  return { provider: "offline", ...(await createOfflineChallenge(app.config)) };
}
