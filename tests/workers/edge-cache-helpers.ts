import type { EdgeCacheOptions, EdgeCacheVariant } from "#workers/services/cache/edgeCache";
import { startRequestLog } from "#workers/services/http/requestLog";

export const TEST_VARIANT: EdgeCacheVariant = { build: "test", region: "world", day: "2026-11-26" };

/** The edge cache's options for a visitor's request made straight to `withEdgeCache`, as the Worker entry would give them. */
export function visitorOptions(request: Request, extra: Partial<EdgeCacheOptions> = {}): EdgeCacheOptions {
  return {
    url: new URL(request.url),
    variant: TEST_VARIANT,
    privacy: "public",
    policyFor: () => "script-src 'self'",
    meterFor: async (articleId) => ({
      variant: "free-2",
      articleId,
      result: { decision: { access: "free", remaining: 2, reads: [articleId] }, setCookie: null },
    }),
    viewerOf: async () => null,
    accountKeyOf: async () => "none",
    log: startRequestLog(request, "test"),
    ...extra,
  };
}
