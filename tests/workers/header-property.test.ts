import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "#workers/services/http/privateTokens";
import { actionPagePaths, pagePaths } from "./action-routes";
import { call, createReader, ORIGIN } from "./guide-helpers";
import { HOSTILE_RETURN_ADDRESSES, offSiteTarget } from "./redirect-helpers";

/**
 * Random Cookie headers, request headers and return addresses against every
 * page type and every form action: never a 5xx, never a Location off the site.
 * Bounded for CI: a fixed seed and number of runs; on failure fast-check
 * prints the seed and the shrunk request.
 */
const SEED = 20261124;

/** Header-safe text (no CR, LF or NUL, which no browser sends), with the percent signs and quotes that break decoders. */
const headerText = (maxLength: number) =>
  fc.string({
    unit: fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      fc.constantFrom("%", "%E0", "%A4", "%zz", "\t", '"', ";", "=", ",", "\\", "%C3%A9"),
    ),
    maxLength,
  });

const cookieName = fc.oneof(
  fc.constantFrom("session", "guest_cart", "meter", "theme", "SESSION", " session", "session "),
  headerText(8),
);
const cookiePair = fc
  .tuple(
    cookieName,
    fc.oneof(
      headerText(50),
      fc.constantFrom("%E0%A4%A", "%", '"', '""', "seed-unknown", "2025-01:1.2~sig", "a".repeat(300)),
    ),
  )
  .map(([n, v]) => `${n}=${v}`);
/** undefined: no Cookie header; "reader": the test reader's live session (a fresh one each time); else random pairs. */
const cookieHeader = fc.oneof(
  fc.constant(undefined),
  fc.constant("reader"),
  fc.array(fc.oneof(cookiePair, headerText(20)), { minLength: 1, maxLength: 4 }).map((pairs) => pairs.join("; ")),
);

const headerValue = fc.oneof(
  headerText(40),
  fc.constantFrom(
    "",
    "*/*",
    "text/html",
    "application/json",
    "text/x-component",
    "en-US,en;q=0.9",
    "*;q=abc",
    "de-DE;q=",
    "null",
    ORIGIN,
    `${ORIGIN}/profile`,
    "https://evil.example",
    "https://evil.example/page",
    "//evil.example",
    "same-origin",
    "same-site",
    "cross-site",
    "none",
    "navigate",
    "document",
    "?1",
    "Mozilla/5.0",
    "Googlebot/2.1",
  ),
);
const headerName = fc.constantFrom(
  "accept",
  "accept-language",
  "referer",
  "origin",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
  "sec-fetch-user",
  "user-agent",
  "cf-ipcountry",
  "x-forwarded-proto",
  "if-none-match",
);
const headers = fc.dictionary(headerName, headerValue, { maxKeys: 6 });

/** Return addresses: the hostile list, random text, and random text behind slashes, percent-encoded or not. */
const redirectTo = fc.oneof(
  fc.constantFrom(...HOSTILE_RETURN_ADDRESSES.filter((a) => a.length < 200)),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc
    .tuple(
      fc.constantFrom(
        "/",
        "//",
        "/\\",
        "\\",
        "/%2F",
        "%2F%2F",
        "/%09/",
        "/%0d%0a",
        "http://",
        "https:",
        "javascript:",
        "\t",
        " ",
      ),
      fc.string({ maxLength: 20 }),
    )
    .map(([a, b]) => a + b),
);
const encodeMaybe = fc.boolean();
const placeOf = (value: string, encode: boolean) =>
  encode ? encodeURIComponent(value) : value.replace(/[&#]/g, encodeURIComponent);

let reader = { id: 0, username: "", password: "" };
beforeAll(async () => {
  reader = await createReader("headerfuzz");
});

/** A new session for the test reader: a sign-out in an earlier run must not leave later runs anonymous. */
async function readerCookie(): Promise<string> {
  const token = `fuzz-${crypto.randomUUID()}`;
  const now = new Date();
  await env.DB.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .bind(await hashToken(token), reader.id, now.toISOString(), new Date(now.getTime() + 3_600_000).toISOString())
    .run();
  return `session=${token}`;
}

async function requestHeaders(
  cookie: string | undefined,
  extra: Record<string, string>,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {
    ...extra,
    "cf-connecting-ip": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  if (cookie === "reader") out.cookie = await readerCookie();
  else if (cookie !== undefined) out.cookie = cookie;
  return out;
}

async function expectSafeAnswer(path: string, init: RequestInit) {
  const res = await call(path, { ...init, redirect: "manual" });
  const text = await res.text();
  const label = `${init.method ?? "GET"} ${path} ${JSON.stringify(init.headers)} → ${res.status} ${res.headers.get("location") ?? ""} ${text.slice(0, 200)}`;
  expect(res.status, label).toBeLessThan(500);
  expect(offSiteTarget(res.headers.get("location"), `${ORIGIN}${path}`), label).toBeNull();
}

describe("random cookies, headers and return addresses never break the site", () => {
  const pages = pagePaths();
  const actions = actionPagePaths();

  it(`every page type (${pages.length}) answers random requests`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pages),
        fc.boolean(),
        cookieHeader,
        headers,
        redirectTo,
        encodeMaybe,
        async (page, data, cookie, extra, back, encode) => {
          const path = `${page === "/" || !data ? page : `${page}.data`}?redirectTo=${placeOf(back, encode)}`;
          await expectSafeAnswer(path, { headers: await requestHeaders(cookie, extra) });
        },
      ),
      { seed: SEED, numRuns: 150, endOnFailure: true },
    );
  }, 120_000);

  it(`every form action (${actions.length}) answers random posts`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...actions),
        cookieHeader,
        headers,
        redirectTo,
        fc.oneof(
          // The reader's own password: a sign-in that succeeds, then its redirect.
          fc.constant("sign-in" as const),
          fc.record({
            intent: fc.constantFrom("add", "remove", "clear", "email", "password", "fuzz"),
            id: fc.constantFrom("1", "2", "x"),
          }),
          fc.dictionary(
            fc.constantFrom("intent", "_username", "_password", "id", "email"),
            fc.string({ maxLength: 12 }),
            { maxKeys: 3 },
          ),
        ),
        async (path, cookie, extra, back, form) => {
          const fields = form === "sign-in" ? { _username: reader.username, _password: reader.password } : form;
          const body = new URLSearchParams({ ...fields, redirectTo: back }).toString();
          const init = {
            method: "POST",
            body,
            headers: { ...(await requestHeaders(cookie, extra)), "content-type": "application/x-www-form-urlencoded" },
          };
          await expectSafeAnswer(`${path}?redirectTo=${encodeURIComponent(back)}`, init);
        },
      ),
      { seed: SEED, numRuns: 250, endOnFailure: true },
    );
  }, 120_000);
});
