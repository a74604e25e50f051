/**
 * Which article an article address shows, learned from its renders. The free-article
 * meter counts article ids, and an address carries none: knowing the id lets the edge
 * cache meter a visitor before it looks the page up, so metered articles can be kept
 * per meter outcome. Plain numbers shared by every request of the isolate, at most
 * MAX_ADDRESSES of them, the least recently used leaving first.
 */
import { isolateCache } from "./isolateCache";

const MAX_ADDRESSES = 5000;

const ids = isolateCache<number>({ maxEntries: MAX_ADDRESSES });

export function knownArticleId(path: string): number | undefined {
  return ids.get(path);
}

export function learnArticleId(path: string, id: number): void {
  if (Number.isSafeInteger(id) && id > 0) ids.set(path, id);
}
