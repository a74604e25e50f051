import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "#workers/app";

// A Worker whose BASE_URL is a public address refuses to run on the secrets'
// local defaults (they are in this repository): every request answers 503
// naming each secret still to set, and nothing else runs.
const PUBLIC = "https://www.artmagazine.example";

async function fetchWith(vars: Record<string, string>, path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${PUBLIC}${path}`) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ...vars } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("a deployment on its local default secrets", () => {
  it("answers every page and /api call 503, naming every secret still on its default", async () => {
    for (const path of ["/", "/news", `${env.API_PATH ?? "/api"}/items?category=news`]) {
      const res = await fetchWith(
        { BASE_URL: PUBLIC, CAPTCHA_SECRET_KEY: "", METER_SECRET: "", PAYMENT_SANDBOX_SECRET: "" },
        path,
      );
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("600");
      expect(await res.text()).toBe(
        "This site is not configured yet: set CAPTCHA_SECRET_KEY, METER_SECRET and PAYMENT_SANDBOX_SECRET with `wrangler secret put`.",
      );
    }
  });

  it("names only the secrets still missing", async () => {
    const res = await fetchWith(
      { BASE_URL: PUBLIC, CAPTCHA_SECRET_KEY: "c", METER_SECRET: "m", PAYMENT_SANDBOX_SECRET: "" },
      "/",
    );
    expect(res.status).toBe(503);
    expect(await res.text()).toBe(
      "This site is not configured yet: set PAYMENT_SANDBOX_SECRET with `wrangler secret put`.",
    );
  });

  it("serves the site once every secret is set", async () => {
    const secrets = { CAPTCHA_SECRET_KEY: "c-secret", METER_SECRET: "m-secret", PAYMENT_SANDBOX_SECRET: "p-secret" };
    const res = await fetchWith({ BASE_URL: PUBLIC, ...secrets }, "/news");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<html");
  });

  it("runs on the defaults at a local address", async () => {
    const res = await fetchWith(
      { BASE_URL: "http://localhost:8787", CAPTCHA_SECRET_KEY: "", METER_SECRET: "", PAYMENT_SANDBOX_SECRET: "" },
      "/news",
    );
    expect(res.status).toBe(200);
  });
});
