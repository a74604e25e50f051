import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("the Cron Trigger in wrangler.toml", () => {
  it("is set at the top level and in each deployed environment: every 5 minutes", () => {
    const toml = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");
    for (const section of ["[triggers]", "[env.production.triggers]", "[env.staging.triggers]"]) {
      const crons = toml.split(section)[1]?.match(/^crons = \[(.*)\]$/m)?.[1];
      expect(crons, section).toBe('"*/5 * * * *"');
    }
  });
});
