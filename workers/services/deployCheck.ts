import { type AppConfig, LOCAL_METER_SECRET, LOCAL_PAYMENT_SANDBOX_SECRET } from "#workers/config";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The secrets a site on a public address must set itself. Their local
 * defaults are in this repository, so with them anyone could forge free-article
 * meter cookies or payment callbacks. Empty on local development addresses.
 */
export function missingProductionSecrets(config: AppConfig): string[] {
  const { hostname } = new URL(config.baseUrl);
  if (LOCAL_HOSTS.has(hostname) || hostname.endsWith(".localhost")) return [];
  const missing: string[] = [];
  if (config.meterSecret === LOCAL_METER_SECRET) missing.push("METER_SECRET");
  if (config.paymentSandboxSecret === LOCAL_PAYMENT_SANDBOX_SECRET) missing.push("PAYMENT_SANDBOX_SECRET");
  return missing;
}

/** What a misconfigured deployment answers instead of running with public secrets. */
export function misconfiguredResponse(missing: string[]): Response {
  const message = `This site is not configured yet: set ${missing.join(" and ")} with \`wrangler secret put\`.`;
  return new Response(message, {
    status: 503,
    headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "600" },
  });
}
