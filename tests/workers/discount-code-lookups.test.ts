import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SUBSCRIBE_TEXTS } from "#machines/rules/shop/subscribeForm";
import { LIMITS } from "#workers/services/account/rateLimit";
import { freshIp, withinOneRateWindow } from "./account-helpers";
import { call, createReader, formInit } from "./guide-helpers";
import { US_BILLING } from "./shop-helpers";

/** A GET from one client address. */
const from = (path: string, ip: string) => call(path, { headers: { "cf-connecting-ip": ip } });

/** What a client can see of an answer: its status, the headers that say what it is, and its body. */
async function seen(res: Response) {
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    cacheControl: res.headers.get("cache-control"),
    body: await res.text(),
  };
}

/** A discount code of this test's own, so the seed's codes are never changed. */
async function ownCode(active: boolean): Promise<string> {
  const code = `T${crypto.randomUUID().replaceAll("-", "").slice(0, 12).toUpperCase()}`;
  await env.DB.prepare("INSERT INTO discount_codes (code, is_active, rate_percent, kind) VALUES (?, ?, 35, 'general')")
    .bind(code, active ? 1 : 0)
    .run();
  return code;
}

describe("an inactive discount code is answered exactly as an unknown one", () => {
  it("GET /api/subscription/code/:code and /api/subscription/options answer the same before and after the code is gone", async () => {
    const code = await ownCode(false);
    const paths = [`/api/subscription/code/${code}`, `/api/subscription/options?discount=${code}`];
    const whileInactive = [];
    for (const path of paths) whileInactive.push(await seen(await from(path, freshIp())));
    await env.DB.prepare("DELETE FROM discount_codes WHERE code = ?").bind(code).run();
    const whenUnknown = [];
    for (const path of paths) whenUnknown.push(await seen(await from(path, freshIp())));
    expect(whileInactive).toEqual(whenUnknown);
    expect(whileInactive[0]?.status).toBe(404);
    for (const answer of whileInactive) expect(answer.body).not.toContain('"rate"');
  });

  it("the subscribe page without JavaScript refuses it with the unknown code's message and no rate", async () => {
    const code = await ownCode(false);
    const res = await from(`/subscribe?discount=${code}`, freshIp());
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(SUBSCRIBE_TEXTS.codeNotValid);
    expect(page).not.toContain("35% off");
  });
});

describe("discount-code look-ups are limited per address", () => {
  it(`refuses look-up ${LIMITS.discountLookupPerIp + 1} from one address with 429, on every path; another address still gets answers`, async () => {
    const active = await ownCode(true);
    await withinOneRateWindow();
    const ip = freshIp();
    for (let i = 0; i < LIMITS.discountLookupPerIp; i++) {
      const res = await from(`/api/subscription/code/GUESS${i}`, ip);
      expect(res.status).toBe(404);
      await res.body?.cancel();
    }
    const tooMany = { error: SUBSCRIBE_TEXTS.tooManyCodeLookups };
    for (const path of [`/api/subscription/code/${active}`, `/api/subscription/options?discount=${active}`]) {
      const refused = await from(path, ip);
      expect(refused.status, path).toBe(429);
      expect(refused.headers.get("content-type")).toContain("application/json");
      expect(await refused.json()).toEqual(tooMany);
    }
    // Without JavaScript: the code's field error on the page, and no discount.
    const page = await from(`/subscribe?discount=${active}`, ip);
    expect(page.status).toBe(429);
    const text = await page.text();
    expect(text).toContain(SUBSCRIBE_TEXTS.tooManyCodeLookups);
    expect(text).not.toContain("35% off");
    // The codes the site publishes on its student and institution tabs are no guesses.
    expect((await from("/subscribe?recipient=student", ip)).status).toBe(200);

    const elsewhere = await from(`/api/subscription/code/${active}`, freshIp());
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.json()).toEqual({ isActive: true, code: active, rate: 35, kind: "general" });
  });

  it("the subscribe form counts its code against the same limit and answers the message as the code's error", async () => {
    const reader = await createReader("codeguesser");
    await withinOneRateWindow();
    const ip = freshIp();
    for (let i = 0; i < LIMITS.discountLookupPerIp; i++) {
      const res = await from(`/api/subscription/code/GUESS${i}`, ip);
      await res.body?.cancel();
    }
    const init = formInit(
      {
        idempotencyKey: crypto.randomUUID(),
        order_term: "P2Y-US",
        discountCode: await ownCode(true),
        ...US_BILLING,
      },
      reader.cookie,
    );
    const res = await call("/subscribe", {
      ...init,
      headers: { ...(init.headers as Record<string, string>), "cf-connecting-ip": ip },
    });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain(SUBSCRIBE_TEXTS.tooManyCodeLookups);
    const made = await env.DB.prepare("SELECT count(*) AS n FROM subscriptions WHERE user_id = ?")
      .bind(reader.id)
      .first<{ n: number }>();
    expect(made?.n).toBe(0);
  });
});
