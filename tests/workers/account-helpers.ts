/** Helpers for the account tests: solve the offline captcha, post as plain text, read the outbox. */
import { env } from "cloudflare:workers";
import { RATE_WINDOW_MINUTES } from "#workers/services/account/rateLimit";
import { json } from "./guide-helpers";

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** The answer to "What is seven plus four?". */
export function answerOf(question: string): string {
  const [, a = "", b = ""] = /What is (\w+) plus (\w+)\?/.exec(question) ?? [];
  return String(WORDS.indexOf(a) + WORDS.indexOf(b));
}

/** A fresh offline challenge from GET /api/captcha, solved. */
export async function solvedCaptcha(): Promise<{ token: string; challenge: string; answer: string }> {
  const setup = await json<{ provider: string; challenge: string; question: string }>("/api/captcha", 200);
  const answer = answerOf(setup.question);
  return { token: `${setup.challenge}~${answer}`, challenge: setup.challenge, answer };
}

/**
 * Waits, when the current rate-limit window ends within `seconds`, until the next one begins: the
 * windows are fixed, so a test's attempts must all fall in one of them to reach the limit.
 */
export async function withinOneRateWindow(seconds = 5): Promise<void> {
  const size = RATE_WINDOW_MINUTES * 60_000;
  const left = size - (Date.now() % size);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** A distinct client address per test, so rate limits of one test never touch another. */
export function freshIp(): string {
  const n = crypto.getRandomValues(new Uint8Array(3));
  return `10.${n[0]}.${n[1]}.${n[2]}`;
}

export function textInit(body: unknown, ip = freshIp(), extra: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "cf-connecting-ip": ip, ...extra },
    body: JSON.stringify(body),
  };
}

export function jsonPost(body: unknown, ip = freshIp(), extra: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip, ...extra },
    body: JSON.stringify(body),
  };
}

export function uniqueEmail(name: string): string {
  return `${name}-${crypto.randomUUID().slice(0, 8)}@example.org`;
}

/** The newest mail to an address in the local outbox. */
export async function lastMail(to: string): Promise<{ subject: string; body: string } | null> {
  return env.DB.prepare("SELECT subject, body FROM mail_outbox WHERE to_email = ?1 ORDER BY id DESC LIMIT 1")
    .bind(to)
    .first();
}
