import { describe, expect, it } from "vitest";
import { freshIp } from "./account-helpers";
import { call, createReader, formInit, html, json } from "./guide-helpers";
import { expectOnSite, HOSTILE_RETURN_ADDRESSES, offSiteTarget, renderedRedirectTo } from "./redirect-helpers";

/**
 * Every form that takes a return address (sign-in, myguide, sign-out) answers
 * hostile ones with a path on this site, never a 5xx; a sign-in that succeeds
 * still sets its session cookie.
 */
function post(fields: Record<string, string>, cookie?: string): RequestInit {
  const init = formInit(fields, cookie);
  return {
    ...init,
    headers: { ...(init.headers as Record<string, string>), "cf-connecting-ip": freshIp(), origin: "http://localhost" },
  };
}

async function signedIn(cookieHeader: string | null): Promise<boolean> {
  const token = /session=([^;]+)/.exec(cookieHeader ?? "")?.[1];
  if (!token) return false;
  const body = await json<{ ok: boolean }>("/api/token_check", 200, { headers: { cookie: `session=${token}` } });
  return body.ok;
}

describe("return addresses stay on the site", () => {
  it("POST /login: a real sign-in lands on the site with its session cookie", async () => {
    const reader = await createReader("redirect");
    for (const redirectTo of HOSTILE_RETURN_ADDRESSES) {
      const label = `POST /login redirectTo=${JSON.stringify(redirectTo)}`;
      const res = await call("/login", post({ _username: reader.username, _password: reader.password, redirectTo }));
      expect(res.status, label).toBe(302);
      expectOnSite(res, label);
      expect(await signedIn(res.headers.get("set-cookie")), label).toBe(true);
    }
  });

  it("POST /login: a refused sign-in echoes a safe address", async () => {
    for (const redirectTo of HOSTILE_RETURN_ADDRESSES) {
      const label = `POST /login (wrong password) redirectTo=${JSON.stringify(redirectTo)}`;
      const res = await call(
        "/login",
        post({ _username: `nobody-${crypto.randomUUID()}`, _password: "wrong password", redirectTo }),
      );
      expect(res.status, label).toBe(401);
      expect(offSiteTarget(renderedRedirectTo(await res.text())), label).toBeNull();
    }
  });

  it("GET /login renders a safe address in its form and its Continue link", async () => {
    const reader = await createReader("redirectpage");
    for (const redirectTo of HOSTILE_RETURN_ADDRESSES) {
      const label = `GET /login?redirectTo=${JSON.stringify(redirectTo)}`;
      const query = `?redirectTo=${encodeURIComponent(redirectTo)}`;
      expect(offSiteTarget(renderedRedirectTo(await html(`/login${query}`))), label).toBeNull();
      const page = await html(`/login${query}`, 200, { headers: { cookie: reader.cookie } });
      const link = /<a class="button" href="([^"]*)"[^>]*>\s*Continue/.exec(page)?.[1] ?? null;
      expect(link, label).not.toBeNull();
      expect(offSiteTarget(link!.replace(/&amp;/g, "&")), label).toBeNull();
    }
  });

  it("POST /artguide/myguide goes back on the site, signed in or not", async () => {
    const reader = await createReader("redirectguide");
    for (const redirectTo of HOSTILE_RETURN_ADDRESSES) {
      const label = `POST /artguide/myguide redirectTo=${JSON.stringify(redirectTo)}`;
      const anonymous = await call("/artguide/myguide", post({ intent: "clear", redirectTo }));
      expectOnSite(anonymous, label);
      const back = new URL(anonymous.headers.get("location") ?? "/", "http://localhost").searchParams.get("redirectTo");
      expect(offSiteTarget(back), label).toBeNull();
      const own = await call("/artguide/myguide", post({ intent: "clear", redirectTo }, reader.cookie));
      expect(own.status, label).toBe(302);
      expectOnSite(own, label);
    }
  });

  it("keeps a same-site address with its query", async () => {
    const reader = await createReader("redirectkeep");
    const res = await call(
      "/login",
      post({ _username: reader.username, _password: reader.password, redirectTo: "/artguide/myguide?sort=city#top" }),
    );
    expect(res.headers.get("location")).toBe("/artguide/myguide?sort=city#top");
  });
});
