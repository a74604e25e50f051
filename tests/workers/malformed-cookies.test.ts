import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { freshIp } from "./account-helpers";
import { call, createReader, formInit, json, row } from "./guide-helpers";
import { sqlNow } from "./sqlClock";

/**
 * A cookie whose value cannot be decoded counts as absent, on every page, /api
 * call and form action: never a 5xx, and the other cookies still count.
 */
const MALFORMED = ["%E0%A4%A", "%", "%zz", "%E0%A4", "%C0%AF", "%ED%A0%80", '"%', "a%2", "=%="];
const COOKIES = ["session", "guest_cart", "meter", "theme"];

async function anArticle(): Promise<string> {
  const found = await env.DB.prepare(
    `SELECT url FROM articles WHERE published_at <= ${sqlNow()} AND type <> 600 ORDER BY published_at DESC LIMIT 1`,
  ).first<{ url: string }>();
  return found!.url;
}

async function anIssue(): Promise<string> {
  const issue = await row<{ slug: string }>(
    "SELECT pi.slug FROM print_issues pi JOIN issue_formats f ON f.issue_id = pi.id AND f.format = 'print' WHERE f.instock > 100 ORDER BY pi.id LIMIT 1",
  );
  return issue.slug;
}

function expectAnswered(res: Response, label: string) {
  expect(res.status, label).toBeLessThan(500);
}

describe("malformed cookies count as absent", () => {
  it("pages, /api calls and form actions answer as for a visitor without the cookie", async () => {
    const article = await anArticle();
    const issue = await anIssue();
    for (const name of COOKIES) {
      for (const value of MALFORMED) {
        const cookie = `${name}=${value}`;
        const headers = { cookie, "cf-connecting-ip": freshIp() };
        for (const path of ["/", "/artguide", "/cart", "/profile", "/login?redirectTo=%2Fcart"]) {
          const res = await call(path, { headers, redirect: "manual" });
          expectAnswered(res, `GET ${path} with ${cookie}`);
          await res.body?.cancel();
        }
        const page = await call(article, { headers });
        expect(page.status, `GET ${article} with ${cookie}`).toBe(200);
        // A broken meter is no meter: the visitor's first read starts a fresh one.
        expect(page.headers.get("set-cookie") ?? "", `GET ${article} with ${cookie}`).toMatch(/^meter=/);
        await page.body?.cancel();

        const check = await json<{ ok: boolean }>("/api/token_check", 200, { headers });
        expect(check.ok, `token_check with ${cookie}`).toBe(false);
        expectAnswered(await call("/api/cart", { headers }), `GET /api/cart with ${cookie}`);

        const signIn = await call("/login", {
          ...formInit({ _username: `nobody-${crypto.randomUUID()}`, _password: "wrong password" }),
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        });
        expect(signIn.status, `POST /login with ${cookie}`).toBe(401);
        // A broken guest-cart cookie is no cart: the add starts a new one.
        const add = await call(`/print/${issue}/purchase`, {
          ...formInit({ format: "print" }),
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        });
        expect(add.status, `POST purchase with ${cookie}`).toBe(302);
        expect(add.headers.get("set-cookie") ?? "", `POST purchase with ${cookie}`).toMatch(
          /^guest_cart=[A-Za-z0-9_-]{43};/,
        );
      }
    }
  }, 120_000);

  it("a broken cookie leaves the reader's good ones standing", async () => {
    const reader = await createReader("brokencookie");
    const cookie = `meter=%E0%A4%A; guest_cart=%; ${reader.cookie}; theme=%zz`;
    expect((await json<{ ok: boolean }>("/api/token_check", 200, { headers: { cookie } })).ok).toBe(true);
    const page = await call("/profile", { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(reader.email);
  });
});
