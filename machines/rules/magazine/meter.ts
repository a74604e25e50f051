/**
 * The monthly free-article meter, as pure rules shared by
 * the server (which enforces it) and the counter bar (which shows it).
 */

/** The meter's month, "YYYY-MM" in UTC: a new month starts a new count. */
export function meterMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export type MeterDecision =
  /** Subscribers and staff: no counter, no wall. */
  | { access: "unmetered" }
  /** A free read; `remaining` counts the free articles left after this one. */
  | { access: "free"; remaining: number; reads: number[] }
  /** Beyond the limit: the article is sent without its body. */
  | { access: "wall"; reads: number[] };

/**
 * Reading an article already read this month costs nothing; a new one is free
 * while fewer than `limit` were read, otherwise the wall.
 */
export function decideMeter(reads: readonly number[], articleId: number, limit: number): MeterDecision {
  const unique = [...new Set(reads)];
  if (unique.includes(articleId))
    return { access: "free", remaining: Math.max(0, limit - unique.length), reads: unique };
  if (unique.length >= limit) return { access: "wall", reads: unique };
  const next = [...unique, articleId];
  return { access: "free", remaining: limit - next.length, reads: next };
}

/** The wall's offer. */
export const PAYWALL_OFFER = {
  heading: "You have reached your free article limit for the month.",
  subscription: "Subscribe from $50 a year",
  digitalIssue: "Digital issue $5.99",
  backIssues: "Back issues from $15",
  /** Beside Subscribe on the counter bar and the wall: a subscriber who is signed out signs in and reads on. */
  subscriberSignIn: "Subscriber? Sign in",
} as const;
