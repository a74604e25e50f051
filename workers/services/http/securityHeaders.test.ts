import { describe, expect, it } from "vitest";
import { readConfig } from "#workers/config";
import { contentSecurityPolicy } from "./securityHeaders";

const scriptSrc = (policy: string) => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1];

describe("the Content-Security-Policy", () => {
  const config = readConfig({});

  it("lets scripts run from the site, this response's nonce and the captcha host", () => {
    expect(scriptSrc(contentSecurityPolicy(config, { nonce: "abc" }))).toBe(
      "'self' 'nonce-abc' https://challenges.cloudflare.com",
    );
    // Built once per configuration: another response gets its own nonce, never the first one's.
    expect(scriptSrc(contentSecurityPolicy(config, { nonce: "xyz" }))).toBe(
      "'self' 'nonce-xyz' https://challenges.cloudflare.com",
    );
  });

  it("names a kept page's inline scripts by hash, and nothing else when it has none", () => {
    expect(scriptSrc(contentSecurityPolicy(config, { hashes: ["h1", "h2"] }))).toBe(
      "'self' 'sha256-h1' 'sha256-h2' https://challenges.cloudflare.com",
    );
    expect(scriptSrc(contentSecurityPolicy(config, { hashes: [] }))).toBe("'self' https://challenges.cloudflare.com");
  });

  it("plays media from the site and blob: only, never data: (docs/decisions/0048)", () => {
    const policy = contentSecurityPolicy(config, { nonce: "n" });
    expect(/(?:^|; )media-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' blob:");
  });

  it("allows a map style host of another origin for images, fonts and fetches, and forbids framing", () => {
    const policy = contentSecurityPolicy(readConfig({ MAP_STYLE_URL: "https://tiles.example/style.json" }), {
      nonce: "n",
    });
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example");
    expect(policy).toContain("connect-src 'self' https://challenges.cloudflare.com https://tiles.example");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("\u0000");
  });
});
