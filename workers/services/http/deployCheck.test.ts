import { describe, expect, it } from "vitest";
import { readConfig } from "#workers/config";
import { misconfiguredResponse, missingProductionSecrets } from "./deployCheck";

const PUBLIC = "https://www.artmagazine.example";

describe("production secrets", () => {
  it("lets local development run on the built-in secrets", () => {
    expect(missingProductionSecrets(readConfig({ BASE_URL: "http://localhost:8787" }))).toEqual([]);
    expect(missingProductionSecrets(readConfig({ BASE_URL: "http://127.0.0.1:8788" }))).toEqual([]);
  });

  it("names each secret a public site still runs on by default", () => {
    expect(missingProductionSecrets(readConfig({ BASE_URL: PUBLIC }))).toEqual([
      "CAPTCHA_SECRET_KEY",
      "METER_SECRET",
      "PAYMENT_SANDBOX_SECRET",
    ]);
    expect(missingProductionSecrets(readConfig({ BASE_URL: PUBLIC, METER_SECRET: "a-long-random-string" }))).toEqual([
      "CAPTCHA_SECRET_KEY",
      "PAYMENT_SANDBOX_SECRET",
    ]);
    expect(
      missingProductionSecrets(
        readConfig({ BASE_URL: PUBLIC, CAPTCHA_SECRET_KEY: "s0", METER_SECRET: "s1", PAYMENT_SANDBOX_SECRET: "s2" }),
      ),
    ).toEqual([]);
  });

  it("answers 503 naming the secrets, never their values", async () => {
    const one = misconfiguredResponse(["METER_SECRET"]);
    expect(one.status).toBe(503);
    expect(await one.text()).toBe("This site is not configured yet: set METER_SECRET with `wrangler secret put`.");
    const three = misconfiguredResponse(["CAPTCHA_SECRET_KEY", "METER_SECRET", "PAYMENT_SANDBOX_SECRET"]);
    expect(await three.text()).toBe(
      "This site is not configured yet: set CAPTCHA_SECRET_KEY, METER_SECRET and PAYMENT_SANDBOX_SECRET with `wrangler secret put`.",
    );
  });
});
