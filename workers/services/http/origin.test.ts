import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./origin";

const post = (headers: Record<string, string>, method = "POST") =>
  new Request("http://localhost:8787/login", { method, headers });

describe("isCrossSiteWrite", () => {
  it("lets a form post from the site itself through", () => {
    expect(isCrossSiteWrite(post({ origin: "http://localhost:8787" }), [])).toBe(false);
  });
  it("refuses a post from another site", () => {
    expect(isCrossSiteWrite(post({ origin: "https://evil.example" }), [])).toBe(true);
  });
  it("accepts a configured public origin (the site behind a proxy)", () => {
    expect(isCrossSiteWrite(post({ origin: "https://artmagazine.example" }), ["https://artmagazine.example"])).toBe(
      false,
    );
  });
  it("refuses a cross-site post that only carries Sec-Fetch-Site", () => {
    expect(isCrossSiteWrite(post({ "sec-fetch-site": "cross-site" }), [])).toBe(true);
    expect(isCrossSiteWrite(post({ "sec-fetch-site": "same-origin" }), [])).toBe(false);
  });
  it("never blocks reads", () => {
    expect(isCrossSiteWrite(post({ origin: "https://evil.example" }, "GET"), [])).toBe(false);
  });
});
