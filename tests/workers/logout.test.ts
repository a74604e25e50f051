import { describe, expect, it } from "vitest";
import { call, createReader, formInit, json, ORIGIN } from "./guide-helpers";
import { expectOnSite, HOSTILE_RETURN_ADDRESSES } from "./redirect-helpers";

/**
 * Sign-out by link acts only for a navigation from this site (or a typed
 * address); a link from another site gets a one-button form that posts the
 * same sign-out. Either way the reader goes back to the page they were on.
 */
async function isSignedIn(cookie: string): Promise<boolean> {
  return (await json<{ ok: boolean }>("/api/token_check", 200, { headers: { cookie } })).ok;
}

function get(path: string, cookie: string, headers: Record<string, string>): Promise<Response> {
  return call(path, { headers: { cookie, ...headers }, redirect: "manual" });
}

describe("GET /logout", () => {
  it("from another site keeps the session and shows a sign-out form", async () => {
    const reader = await createReader("logoutcross");
    const cases: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", referer: "https://evil.example/page" },
      { "sec-fetch-site": "same-site", "sec-fetch-mode": "navigate" },
      // A browser without Sec-Fetch-Site: a foreign Referer, or no word at all, is not this site.
      { referer: "https://evil.example/page" },
      { origin: "https://evil.example" },
      {},
    ];
    for (const headers of cases) {
      const res = await get("/logout?redirectTo=%2Fartguide", reader.cookie, headers);
      const page = await res.text();
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.headers.get("set-cookie"), JSON.stringify(headers)).toBeNull();
      expect(res.headers.get("cache-control")).toContain("no-store");
      const form = /<form[^>]*data-testid="signout-form"[^>]*>/.exec(page)?.[0] ?? "";
      expect(form).toContain('action="/logout"');
      expect(form).toContain('method="post"');
      expect(page).toContain('name="redirectTo" value="/artguide"');
      expect(await isSignedIn(reader.cookie), JSON.stringify(headers)).toBe(true);
    }
  });

  it("from this site signs out and goes back to the reader's page", async () => {
    for (const [headers, back] of [
      [{ "sec-fetch-site": "same-origin", referer: `${ORIGIN}/artguide/mustsee?x=1` }, "/artguide/mustsee?x=1"],
      [{ "sec-fetch-site": "none" }, "/"],
      [{ referer: `${ORIGIN}/profile` }, "/profile"],
      [{ origin: ORIGIN }, "/"],
      [{ "sec-fetch-site": "same-origin", referer: `${ORIGIN}/logout` }, "/"],
    ] as const) {
      const reader = await createReader("logoutsame");
      const res = await get("/logout", reader.cookie, headers);
      expect(res.status, JSON.stringify(headers)).toBe(302);
      expect(res.headers.get("location"), JSON.stringify(headers)).toBe(back);
      expect(res.headers.get("set-cookie")).toMatch(/^session=; .*Max-Age=0/);
      expect(await isSignedIn(reader.cookie), JSON.stringify(headers)).toBe(false);
    }
  });

  it("prefers a safe redirectTo to the Referer", async () => {
    const reader = await createReader("logoutredirect");
    const res = await get("/logout?redirectTo=%2Fcart", reader.cookie, {
      "sec-fetch-site": "same-origin",
      referer: `${ORIGIN}/profile`,
    });
    expect(res.headers.get("location")).toBe("/cart");
  });
});

describe("POST /logout", () => {
  it("signs out and goes back to the form's page", async () => {
    const reader = await createReader("logoutpost");
    const init = formInit({ redirectTo: "/artguide" }, reader.cookie);
    const res = await call("/logout", {
      ...init,
      headers: { ...(init.headers as Record<string, string>), origin: ORIGIN },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/artguide");
    expect(await isSignedIn(reader.cookie)).toBe(false);
  });

  it("is refused from another site", async () => {
    const reader = await createReader("logoutpostcross");
    const init = formInit({}, reader.cookie);
    const res = await call("/logout", {
      ...init,
      headers: { ...(init.headers as Record<string, string>), origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await isSignedIn(reader.cookie)).toBe(true);
  });

  it("never sends the reader off the site", async () => {
    for (const redirectTo of HOSTILE_RETURN_ADDRESSES) {
      const reader = await createReader("logouthostile");
      const init = formInit({ redirectTo }, reader.cookie);
      const post = await call("/logout", {
        ...init,
        headers: { ...(init.headers as Record<string, string>), origin: ORIGIN, referer: "https://evil.example/" },
      });
      expectOnSite(post, `POST /logout redirectTo=${JSON.stringify(redirectTo)}`);
      const link = await get(`/logout?redirectTo=${encodeURIComponent(redirectTo)}`, reader.cookie, {
        "sec-fetch-site": "same-origin",
      });
      expectOnSite(link, `GET /logout?redirectTo=${JSON.stringify(redirectTo)}`);
    }
  });
});
