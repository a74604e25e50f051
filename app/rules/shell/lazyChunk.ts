/** Texts for code loaded on demand. */
export const LAZY_CHUNK_MESSAGES = {
  failed: "This part of the page could not be loaded. Check your connection and try again.",
  retry: "Try again",
  loading: "Loading…",
} as const;

export class ChunkTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`A part of the page took longer than ${Math.round(timeoutMs / 1000)} s to load.`);
    this.name = "ChunkTimeoutError";
  }
}
