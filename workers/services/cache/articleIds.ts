/**
 * Which article an article address shows, learned from its renders. The free-article
 * meter counts article ids, and an address carries none: knowing the id lets the edge
 * cache meter a visitor before it looks the page up, so metered articles can be kept
 * per meter outcome. Plain numbers shared by every request of the isolate, at most
 * MAX_ADDRESSES of them, the least recently used leaving first.
 */
const MAX_ADDRESSES = 5000;

const ids = new Map<string, number>();

export function knownArticleId(path: string): number | undefined {
  const id = ids.get(path);
  if (id !== undefined) {
    ids.delete(path);
    ids.set(path, id);
  }
  return id;
}

export function learnArticleId(path: string, id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) return;
  ids.delete(path);
  ids.set(path, id);
  while (ids.size > MAX_ADDRESSES) ids.delete(ids.keys().next().value!);
}
