import { splitOfflineCaptchaToken } from "#machines/rules/account/captcha";
import type { AppConfig } from "#workers/config";
import { spendCaptchaNonce } from "#workers/db/captchaUses";
import { hmacSign, randomBytes, toBase64Url } from "#workers/services/http/crypto";

/**
 * The captcha behind one interface (issue 3). Production with a site key:
 * Cloudflare Turnstile, verified with the secret. Otherwise the offline
 * captcha this site serves itself: a small sum in words, whose challenge is
 * signed with an HMAC over its expiry, a nonce and the answer, so the server
 * checks an answer without storing challenges, and each solved challenge is
 * used once.
 */
export interface Captcha {
  provider: "turnstile" | "offline";
  verify(token: string, ip: string | null): Promise<boolean>;
}

export interface OfflineChallenge {
  challenge: string;
  question: string;
}

const CHALLENGE_MINUTES = 20;
// Only for machines without CAPTCHA_SECRET_KEY (local runs): docs/deploying.md asks production to set it.
const LOCAL_KEY = "artmagazine-offline-captcha-local-key";
const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

async function sign(secret: string, text: string): Promise<string> {
  return toBase64Url(await hmacSign(secret, text));
}

function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

function offlineSecret(config: AppConfig): string {
  return config.captchaSecretKey || LOCAL_KEY;
}

/** A new offline challenge: `<expiry>.<nonce>.<signature>` and its question. */
export async function createOfflineChallenge(config: AppConfig, now = new Date()): Promise<OfflineChallenge> {
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint8Array(2)).map((n) => (n % 9) + 1);
  const expires = Math.floor(now.getTime() / 1000) + CHALLENGE_MINUTES * 60;
  const nonce = toBase64Url(randomBytes(12));
  const signature = await sign(offlineSecret(config), `${expires}.${nonce}.${a + b}`);
  return { challenge: `${expires}.${nonce}.${signature}`, question: `What is ${WORDS[a]} plus ${WORDS[b]}?` };
}

function offlineCaptcha(config: AppConfig, db: D1Database): Captcha {
  return {
    provider: "offline",
    async verify(token) {
      const parts = splitOfflineCaptchaToken(token);
      if (!parts || !/^\d{1,3}$/.test(parts.answer)) return false;
      const [expires, nonce, signature, extra] = parts.challenge.split(".");
      if (!expires || !nonce || !signature || extra !== undefined) return false;
      const expiresAt = Number(expires) * 1000;
      if (!Number.isFinite(expiresAt) || expiresAt < Date.now()) return false;
      const expected = await sign(offlineSecret(config), `${expires}.${nonce}.${Number(parts.answer)}`);
      if (!sameText(expected, signature)) return false;
      return spendCaptchaNonce(db, nonce, new Date(expiresAt).toISOString());
    },
  };
}

function turnstileCaptcha(secret: string): Captcha {
  return {
    provider: "turnstile",
    async verify(token, ip) {
      const form = new FormData();
      form.set("secret", secret);
      form.set("response", token);
      if (ip) form.set("remoteip", ip);
      try {
        const res = await fetch(TURNSTILE_VERIFY_URL, { method: "POST", body: form });
        const body = (await res.json()) as { success?: boolean };
        return body.success === true;
      } catch (error) {
        console.error("turnstile verification failed", error instanceof Error ? error.message : "unknown error");
        return false;
      }
    },
  };
}

/** Turnstile when both its keys are configured, the offline captcha otherwise. */
export function captchaFor(config: AppConfig, db: D1Database): Captcha {
  return config.captchaSiteKey && config.captchaSecretKey
    ? turnstileCaptcha(config.captchaSecretKey)
    : offlineCaptcha(config, db);
}
