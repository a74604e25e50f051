import { describe, expect, it } from "vitest";
import { readConfig } from "#workers/config";
import { misconfiguredResponse, missingProductionSecrets } from "./deployCheck";

describe("production secrets", () => {
  it("lets local development run on the built-in secrets", () => {
    expect(missingProductionSecrets(readConfig({ BASE_URL: "http://localhost:8787" }))).toEqual([]);
    expect(missingProductionSecrets(readConfig({ BASE_URL: "http://127.0.0.1:8788" }))).toEqual([]);
  });

  it("names each secret a public site still runs on by default", () => {
    expect(missingProductionSecrets(readConfig({ BASE_URL: "https://www.artmagazine.example" }))).toEqual([
      "METER_SECRET",
      "PAYMENT_SANDBOX_SECRET",
    ]);
    expect(
      missingProductionSecrets(
        readConfig({ BASE_URL: "https://www.artmagazine.example", METER_SECRET: "a-long-random-string" }),
      ),
    ).toEqual(["PAYMENT_SANDBOX_SECRET"]);
    expect(
      missingProductionSecrets(
        readConfig({ BASE_URL: "https://www.artmagazine.example", METER_SECRET: "s1", PAYMENT_SANDBOX_SECRET: "s2" }),
      ),
    ).toEqual([]);
  });

  it("answers 503 naming the secrets, never their values", async () => {
    const response = misconfiguredResponse(["METER_SECRET"]);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("This site is not configured yet: set METER_SECRET with `wrangler secret put`.");
  });
});
