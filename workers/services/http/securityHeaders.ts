import type { AppConfig } from "#workers/config";
import { randomBytes, toBase64 } from "./crypto";

/**
 * The security headers every response carries (issue 10, point 4), set in one
 * place by the Worker entry. Scripts run only from this site, with the
 * per-request nonce (React Router's inline hydration data), or from the
 * captcha host; never inline without the nonce. A page kept in the edge
 * cache names its inline scripts by hash instead (workers/services/cache/edgeCache.ts).
 */
const CAPTCHA_ORIGIN = "https://challenges.cloudflare.com";
const VIDEO_EMBED_ORIGINS = ["https://player.vimeo.com", "https://www.youtube-nocookie.com", "https://www.youtube.com"];

/** A fresh random nonce (128 bits, base64) for one response. */
export function newCspNonce(): string {
  return toBase64(randomBytes(16));
}

/** The map style may live on another host (MAP_STYLE_URL); its origin may then serve tiles and glyphs. */
function mapOrigin(config: AppConfig): string[] {
  try {
    const url = new URL(config.mapStyleUrl, config.baseUrl);
    return url.origin === new URL(config.baseUrl).origin ? [] : [url.origin];
  } catch {
    return [];
  }
}

/** Which inline scripts may run: this response's nonce, or the hashes of a cached page's scripts. */
export type InlineScripts = { nonce: string } | { hashes: string[] };

function inlineScriptSources(scripts: InlineScripts): string[] {
  return "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'sha256-${hash}'`);
}

/** Marks where a response's own script sources go (after 'self') in its configuration's policy. */
const SCRIPT_SOURCES = "\u0000";

function policyTemplate(config: AppConfig): string {
  const map = mapOrigin(config);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [`'self'${SCRIPT_SOURCES}`, CAPTCHA_ORIGIN],
    // Inline style attributes (CSS custom properties) are harmless without script.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...map],
    "font-src": ["'self'", "data:", ...map],
    "connect-src": ["'self'", CAPTCHA_ORIGIN, ...map],
    "media-src": ["'self'", "blob:"],
    "frame-src": [...VIDEO_EMBED_ORIGINS, CAPTCHA_ORIGIN],
    // maplibre-gl runs its tile decoding in a blob: worker.
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Each configuration's policy, before and after the script sources: the same for every response, so built once. */
const policies = new WeakMap<AppConfig, string[]>();

export function contentSecurityPolicy(config: AppConfig, scripts: InlineScripts): string {
  let parts = policies.get(config);
  if (!parts) {
    parts = policyTemplate(config).split(SCRIPT_SOURCES);
    policies.set(config, parts);
  }
  return parts.join(
    inlineScriptSources(scripts)
      .map((source) => ` ${source}`)
      .join(""),
  );
}

export function securityHeaders(config: AppConfig, scripts: InlineScripts): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(config, scripts),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
  };
}

/** Copies the response so its headers can be changed (redirects and fetched responses are immutable). */
export function withSecurityHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}
