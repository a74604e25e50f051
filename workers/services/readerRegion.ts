/**
 * The reader's map region: readers in China get the variant map style host
 * (spec 2 §7), everyone else the default. Cloudflare tells the country in
 * `request.cf`; local runs have none and count as the world.
 */
export type ReaderRegion = "china" | "world";

export function readerRegion(request: Request): ReaderRegion {
  return (request as { cf?: { country?: string } }).cf?.country === "CN" ? "china" : "world";
}
