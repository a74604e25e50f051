/**
 * Signed-in readers as their session lookup found them, kept in the
 * isolate's memory for a few seconds (KEPT_VIEWER_SECONDS), so a reader's
 * page views need no D1 round trip to learn who they are: a subscriber's
 * page then costs what a visitor's does, whose public data comes from memory.
 *
 * What a kept reader may lag behind, and what it may not:
 * - Only page reads (GET, HEAD) use a kept reader. Every action asks D1, so a
 *   session ended anywhere can change nothing from the moment it ends.
 * - Staff (editors, guide admins) are never kept: their rights are checked
 *   against D1 on every request.
 * - In this isolate a reader is forgotten at once after any action of theirs
 *   (sign-out, a purchase, a changed account) and when staff disable or
 *   change them, or their password is reset.
 * - In other isolates a sign-out or a disabled account reaches page reads
 *   within the lifetime.
 *
 * Only settled viewers (frozen plain objects: isolateCache.ts says why) are
 * kept, never a pending lookup; concurrent misses each ask D1. A token unknown
 * to D1 is not kept.
 */
import type { Viewer } from "#workers/requestScope";
import { isolateCache } from "./isolateCache";

/** A viewer is a few fields: this bounds the isolate's share at well under a MB. */
const MAX_ENTRIES = 2_000;

/** By the session token's hash, each living `seconds` from when its lookup started. */
const viewers = isolateCache<Readonly<Viewer>>({ maxEntries: MAX_ENTRIES });

/** Whether a request only reads a page: only those may use a kept reader. */
export function isPageRead(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/** The reader of this session, from memory when looked up less than `seconds` ago; `lookup` asks D1. */
export async function keptViewer(
  tokenHash: string,
  seconds: number,
  lookup: () => Promise<Viewer | null>,
): Promise<Viewer | null> {
  if (seconds <= 0) return lookup();
  const since = Date.now();
  const kept = viewers.get(tokenHash);
  if (kept) return kept;
  const viewer = await lookup();
  viewers.delete(tokenHash);
  if (!viewer || viewer.isAdmin || viewer.isArtguideAdmin) return viewer;
  return viewers.set(tokenHash, { ...viewer }, { ttlMs: seconds * 1000, since });
}

/** Forgets every kept session of this reader: their account or sessions just changed. */
export function forgetViewer(userId: number): void {
  viewers.deleteWhere((viewer) => viewer.id === userId);
}

/** Forgets every kept reader (tests). */
export function forgetKeptViewers(): void {
  viewers.clear();
}
