import { describe, expect, it } from "vitest";
import { actionPagePaths, apiWrites } from "./action-routes";
import { call, row } from "./guide-helpers";

const READER = "session=seed-reader-session";

async function articlePath(): Promise<string> {
  const a = await row<{ url: string }>("SELECT url FROM articles ORDER BY id LIMIT 1");
  return a.url;
}

function cspNonce(res: Response): string {
  const csp = res.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  return nonce as string;
}

function expectSecurityHeaders(res: Response, label: string) {
  const csp = res.headers.get("content-security-policy") ?? "";
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc, label).not.toContain("unsafe-inline");
  expect(scriptSrc, label).not.toContain("unsafe-eval");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(res.headers.get("strict-transport-security"), label).toMatch(/max-age=\d{7,}/);
  expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
}

describe("security headers", () => {
  const pages = [
    "/",
    "/news",
    "/search?search=painting",
    "/artguide",
    "/artguide/place/new-york?category=galleries",
    "/artguide/myguide",
    "/login",
    "/register",
    "/cart",
    "/subscribe",
    "/privacy",
    "/no/such/page",
  ];

  it.each(pages)("%s carries the CSP and every inline script carries its nonce", async (path) => {
    const res = await call(path, { headers: { cookie: READER } });
    const body = await res.text();
    expectSecurityHeaders(res, path);
    const nonce = cspNonce(res);
    const inlineScripts = [...body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inlineScripts.length, path).toBeGreaterThan(0);
    for (const [tag, attrs] of inlineScripts) expect(attrs, tag).toContain(`nonce="${nonce}"`);
  });

  it("an article page carries them too, with a fresh nonce on each request", async () => {
    const path = await articlePath();
    const first = await call(path);
    const second = await call(path);
    expectSecurityHeaders(first, path);
    expect(cspNonce(first)).not.toBe(cspNonce(second));
  });

  it("api answers, redirects and refusals carry them", async () => {
    expectSecurityHeaders(await call("/api/suggest?search=pai"), "/api/suggest");
    expectSecurityHeaders(await call("/api/cart/add", { method: "POST", body: "{" }), "bad api body");
    expectSecurityHeaders(await call("/profile", { redirect: "manual" }), "redirect");
    expectSecurityHeaders(
      await call("/login", { method: "POST", headers: { origin: "https://evil.example" } }),
      "refusal",
    );
  });
});

describe("CSRF: a cross-site write is refused on every action", () => {
  const pagePaths = actionPagePaths();
  const writes = apiWrites();

  it("the lists are generated from the code", () => {
    expect(pagePaths).toEqual(
      expect.arrayContaining(["/login", "/cart", "/cart/checkout", "/subscribe", "/artguide/myguide"]),
    );
    expect(writes.map((w) => w.path)).toEqual(expect.arrayContaining(["/api/cart/add", "/api/login_check"]));
  });

  it.each(pagePaths)("POST %s from another site answers 403", async (path) => {
    const res = await call(path, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://evil.example", cookie: READER, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=delete",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("refused");
  });

  it.each(writes)("$method $path from another site answers 403", async ({ method, path }) => {
    const res = await call(path, {
      method,
      headers: { "sec-fetch-site": "cross-site", cookie: READER, "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toContain("refused");
  });
});
