/**
 * Page memory: the isolate's own copy of recently served edge-cache pages, in
 * front of the Workers Cache API. A hit here costs no cache lookup and no body
 * copy from storage: the page's bytes and headers are already in memory. Pages
 * are kept gzipped (HTML shrinks about fivefold), so the same bytes hold five
 * times the pages, and a reader whose client takes gzip gets those bytes as
 * they are. It follows the same lifetimes as the Cache API copy (the caller
 * checks the stored time) and is bounded in bytes, least recently used first
 * out (isolateCache.ts), so an isolate never holds more than a small share of
 * its memory in pages.
 */
import { type IsolateCache, isolateCache } from "./isolateCache";

export interface MemoryPage {
  /** The page's body, gzipped. */
  gzipped: ArrayBuffer;
  /**
   * The headers a hit goes out with, built once: a Response copies a Headers
   * object natively, where a list of pairs is converted from JavaScript on
   * every hit (a third of a hit's CPU time). Shared by every hit: only read.
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
export const PAGE_MEMORY_MAX_BYTES = 16 * 1024 * 1024;
/** Larger pages go to the Cache API only: one must not push out dozens of others. */
export const PAGE_MEMORY_MAX_PAGE_BYTES = 256 * 1024;

export class PageMemory {
  private readonly pages: IsolateCache<MemoryPage>;

  constructor(maxBytes = PAGE_MEMORY_MAX_BYTES) {
    this.pages = isolateCache<MemoryPage>({ maxBytes, sizeOf: (page) => page.gzipped.byteLength });
  }

  get(key: string): MemoryPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: MemoryPage): void {
    if (page.gzipped.byteLength > PAGE_MEMORY_MAX_PAGE_BYTES) this.pages.delete(key);
    else this.pages.set(key, page);
  }

  delete(key: string): void {
    this.pages.delete(key);
  }

  get size(): number {
    return this.pages.size;
  }

  get totalBytes(): number {
    return this.pages.bytes;
  }
}
