import type { AppConfig } from "#workers/config";
import type { RequestLog } from "#workers/requestScope";
import { logError } from "#workers/services/http/requestLog";
import { type BasemapArchive, BasemapMissing, basemapArchive } from "./basemapArchive";

/** The configured street-map archive, or why there is none (MAP_TILES = "pmtiles" without a MAP_BUCKET binding). */
export function openConfiguredBasemap(
  env: Partial<Pick<Env, "MAP_BUCKET">>,
  config: Pick<AppConfig, "mapArchive">,
): { archive: BasemapArchive; bucket: R2Bucket } | { missing: BasemapMissing } {
  if (!env.MAP_BUCKET)
    return { missing: new BasemapMissing("MAP_TILES is pmtiles but no MAP_BUCKET bucket is bound.") };
  return { archive: basemapArchive(env.MAP_BUCKET, config.mapArchive), bucket: env.MAP_BUCKET };
}

/**
 * The street map cannot be served (no bucket, no archive in it): a 503 naming what is missing, and
 * an error line in the log. A missing archive is a deployment mistake to fix, not a reason to
 * answer with the offline map. Other errors are rethrown.
 */
export function basemapUnavailable(error: unknown, log: RequestLog | null): Response {
  if (!(error instanceof BasemapMissing)) throw error;
  if (log) logError(log, "router", error);
  return new Response(`The street map is not available: ${error.message}`, {
    status: 503,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
