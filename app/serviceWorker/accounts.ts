import { type AccountSignal, personalCachesToDrop } from "#machines/rules/pocket/offlineCaches";

/**
 * Acts on who reads now: a sign-out drops every account's kept pages and
 * the queued myguide changes; another account drops the previous one's.
 */
export async function applyAccountSignal(signal: AccountSignal, dropQueued: () => Promise<void>): Promise<void> {
  if (signal === null) return;
  const keepAccount = "account" in signal ? signal.account : null;
  const stale = personalCachesToDrop(await caches.keys(), keepAccount);
  if (stale.length === 0 && keepAccount !== null) return;
  await Promise.all(stale.map((name) => caches.delete(name)));
  await dropQueued();
}
