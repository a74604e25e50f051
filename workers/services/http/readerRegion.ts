import type { AppConfig } from "#workers/config";
import type { ReaderRegion } from "#workers/requestScope";

// workers/app.ts reads ReaderRegion here; new code imports it from #workers/requestScope.

/**
 * The reader's map region: readers in China get the variant map style host,
 * everyone else the default. Cloudflare tells the country in
 * `request.cf`; local runs have none and count as the world. A site without
 * its own China host never asks (reading `request.cf` costs a little on every
 * request, and the edge cache keeps one copy per region).
 */
export function readerRegion(request: Request, config: AppConfig): ReaderRegion {
  if (config.mapStyleUrlChina === config.mapStyleUrl) return "world";
  return (request as { cf?: { country?: string } }).cf?.country === "CN" ? "china" : "world";
}
