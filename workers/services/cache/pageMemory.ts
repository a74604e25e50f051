/**
 * The isolate's own copy of recently served edge-cache pages, in front of the
 * Workers Cache API. A hit here costs no cache lookup and no body copy from
 * storage: the page's bytes and headers are already in memory. Pages are kept
 * gzipped (HTML shrinks about fivefold), so the same bytes hold five times the
 * pages, and a reader whose client takes gzip gets those bytes as they are.
 * It follows the same lifetimes as the Cache API copy (the caller checks the
 * stored time) and is bounded in bytes, least recently used first out, so an
 * isolate never holds more than a small share of its memory in pages.
 */
export interface MemoryPage {
  /** The page's body, gzipped. */
  gzipped: ArrayBuffer;
  /**
   * The headers a hit goes out with, built once: a Response copies a Headers
   * object natively, where a list of pairs is converted from JavaScript on
   * every hit (a third of a hit's CPU time).
   */
  hitHeaders: Headers;
  /** The same, for the gzipped body: Content-Encoding gzip, Vary Accept-Encoding. */
  gzipHitHeaders: Headers;
  storedAt: number;
  /** Seconds it is fresh after storedAt; then stale (edgeCache.ts). */
  freshSeconds: number;
  /** The route pattern that rendered it, for the log line of a hit. */
  route: string | null;
}

/** About 1,600 articles (10 kB each gzipped, 40 kB as HTML). */
export const MEMORY_TIER_MAX_BYTES = 16 * 1024 * 1024;
/** Larger pages go to the Cache API only: one must not push out dozens of others. */
export const MEMORY_TIER_MAX_PAGE_BYTES = 256 * 1024;

export class EdgeMemoryTier {
  private pages = new Map<string, MemoryPage>();
  private bytes = 0;

  constructor(private readonly maxBytes = MEMORY_TIER_MAX_BYTES) {}

  get(key: string): MemoryPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    // Re-inserting keeps the Map in least-recently-used order.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: MemoryPage): void {
    this.delete(key);
    if (page.gzipped.byteLength > MEMORY_TIER_MAX_PAGE_BYTES) return;
    this.pages.set(key, page);
    this.bytes += page.gzipped.byteLength;
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= old.gzipped.byteLength;
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.gzipped.byteLength;
  }

  get size(): number {
    return this.pages.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
