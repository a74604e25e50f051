import * as v from "valibot";

/**
 * What a page tells the service worker: take over now (the reader is
 * following a link), a sign-out happened, keep these addresses (the venues
 * of saved shows, the offline map style), or send the queued myguide changes
 * (the connection is back, or a page loaded).
 */
const PocketMessageSchema = v.variant("type", [
  v.object({ type: v.literal("SKIP_WAITING") }),
  v.object({ type: v.literal("SIGNED_OUT") }),
  v.object({
    type: v.literal("KEEP"),
    urls: v.pipe(v.array(v.pipe(v.string(), v.regex(/^\/(?![/\\])/))), v.maxLength(200)),
  }),
  v.object({ type: v.literal("REPLAY") }),
]);

export type PocketMessage = v.InferOutput<typeof PocketMessageSchema>;

/** A page's message, or null for anything else. */
export function readPocketMessage(data: unknown): PocketMessage | null {
  const parsed = v.safeParse(PocketMessageSchema, data);
  return parsed.success ? parsed.output : null;
}
