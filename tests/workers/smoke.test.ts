import { exports } from "cloudflare:workers";
import { expect, it } from "vitest";

it("serves the home page", async () => {
  const res = await exports.default.fetch("http://localhost/");
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("Home");
});
