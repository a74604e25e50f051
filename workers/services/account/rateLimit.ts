import { hitCount, takeHit } from "#workers/db/rateLimits";

/**
 * Rate limits of the account calls (issue 3): fixed 15-minute windows kept
 * in D1. Sign-in counts failures only (per name typed, per account and per IP);
 * registration, recovery, account look-ups and discount-code look-ups count
 * every attempt.
 */
export const RATE_WINDOW_MINUTES = 15;

export const LIMITS = {
  failedSignInPerAccount: 5,
  failedSignInPerIp: 20,
  registrationPerIp: 20,
  recoveryPerIp: 20,
  recoveryPerEmail: 5,
  accountLookupPerIp: 20,
  discountLookupPerIp: 30,
} as const;

function windowStart(now: Date): string {
  const size = RATE_WINDOW_MINUTES * 60_000;
  return new Date(Math.floor(now.getTime() / size) * size).toISOString();
}

/** The client's address as Cloudflare reports it; one shared bucket where there is none (local runs). */
export function clientIp(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? "local";
}

/** Counts one attempt against every key; false when any key is over its limit. */
export async function allowAttempt(
  db: D1Database,
  hits: readonly { key: string; limit: number }[],
  now = new Date(),
): Promise<boolean> {
  const start = windowStart(now);
  const results = await Promise.all(hits.map(({ key, limit }) => takeHit(db, key, start, limit)));
  return results.every(Boolean);
}

/** Each key's hits in the current window, in the order given. */
export async function hitCounts(
  db: D1Database,
  checks: readonly { key: string; limit: number }[],
  now = new Date(),
): Promise<number[]> {
  const start = windowStart(now);
  return Promise.all(checks.map(({ key }) => hitCount(db, key, start)));
}

/** Counts a failed sign-in; the limit only matters to the next check of its counts. */
export async function recordFailure(db: D1Database, keys: readonly string[], now = new Date()): Promise<void> {
  const start = windowStart(now);
  await Promise.all(keys.map((key) => takeHit(db, key, start, Number.MAX_SAFE_INTEGER)));
}
