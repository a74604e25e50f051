import { describe, expect, it } from "vitest";
import { freshIp, withinOneRateWindow } from "./account-helpers";
import { call, createReader, formInit } from "./guide-helpers";

const TOO_MANY = "Too many attempts. Please wait 15 minutes and try again.";
const LIMIT = 20;

const lookUp = (email: string, ip: string) =>
  call(`/api/user/search?email=${encodeURIComponent(email)}`, { headers: { "cf-connecting-ip": ip } });

describe("account look-ups are limited per address", () => {
  it("GET /api/user/search answers 429 with a JSON message past the limit; another address is not affected", async () => {
    const reader = await createReader("lookedup");
    await withinOneRateWindow();
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) {
      const res = await lookUp(`probe${i}@example.org`, ip);
      expect(res.status).toBe(200);
      await res.body?.cancel();
    }
    const refused = await lookUp(reader.email, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toContain("application/json");
    expect(await refused.json()).toEqual({ error: TOO_MANY });
    const elsewhere = await lookUp(reader.email, freshIp());
    expect(await elsewhere.json()).toEqual({ found: true, valid: true });
  });

  it("the register page's e-mail step (without JavaScript) counts against the same limit and shows the message", async () => {
    await withinOneRateWindow();
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) {
      const res = await lookUp(`probe${i}@example.org`, ip);
      await res.body?.cancel();
    }
    const init = formInit({ intent: "email", email: "someone@example.org" });
    const res = await call("/register", {
      ...init,
      headers: { ...(init.headers as Record<string, string>), "cf-connecting-ip": ip },
    });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain(TOO_MANY);
  });
});
