import { type AppConfig, LOCAL_METER_SECRET, LOCAL_PAYMENT_SANDBOX_SECRET } from "#workers/config";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A site on a development address (localhost), where local defaults and the tests' clock are allowed. */
export function isLocalSite(config: AppConfig): boolean {
  const { hostname } = new URL(config.baseUrl);
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith(".localhost");
}

/**
 * The secrets a site on a public address must set itself. Their local
 * defaults are in this repository, so with them anyone could forge free-article
 * meter cookies, payment callbacks or answers to the offline captcha (which
 * signs with CAPTCHA_SECRET_KEY, Turnstile's secret when Turnstile is on).
 * Empty on local development addresses.
 */
export function missingProductionSecrets(config: AppConfig): string[] {
  if (isLocalSite(config)) return [];
  const missing: string[] = [];
  if (!config.captchaSecretKey) missing.push("CAPTCHA_SECRET_KEY");
  if (config.meterSecret === LOCAL_METER_SECRET) missing.push("METER_SECRET");
  if (config.paymentSandboxSecret === LOCAL_PAYMENT_SANDBOX_SECRET) missing.push("PAYMENT_SANDBOX_SECRET");
  return missing;
}

/** What a misconfigured deployment answers instead of running with public secrets. */
export function misconfiguredResponse(missing: string[]): Response {
  const names = missing.length > 1 ? `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}` : missing.join("");
  const message = `This site is not configured yet: set ${names} with \`wrangler secret put\`.`;
  return new Response(message, {
    status: 503,
    headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "600" },
  });
}
