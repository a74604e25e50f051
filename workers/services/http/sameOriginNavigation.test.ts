import { describe, expect, it } from "vitest";
import { isSameOriginNavigation } from "./sameOriginNavigation";

const at = (headers: Record<string, string>) => new Request("https://artmagazine.example/logout", { headers });
const OWN = ["https://artmagazine.example"];

describe("isSameOriginNavigation", () => {
  it("trusts Sec-Fetch-Site when the browser sends it", () => {
    expect(isSameOriginNavigation(at({ "sec-fetch-site": "same-origin" }), OWN)).toBe(true);
    expect(isSameOriginNavigation(at({ "sec-fetch-site": "none" }), OWN)).toBe(true);
    expect(isSameOriginNavigation(at({ "sec-fetch-site": "same-site" }), OWN)).toBe(false);
    expect(
      isSameOriginNavigation(at({ "sec-fetch-site": "cross-site", referer: "https://artmagazine.example/" }), OWN),
    ).toBe(false);
  });

  it("falls back on Origin, then Referer, and says no without either", () => {
    expect(isSameOriginNavigation(at({ origin: "https://artmagazine.example" }), OWN)).toBe(true);
    expect(
      isSameOriginNavigation(at({ origin: "https://evil.example", referer: "https://artmagazine.example/" }), OWN),
    ).toBe(false);
    expect(isSameOriginNavigation(at({ referer: "https://artmagazine.example/news" }), OWN)).toBe(true);
    expect(isSameOriginNavigation(at({ referer: "https://artmagazine.example.evil.example/" }), OWN)).toBe(false);
    expect(isSameOriginNavigation(at({ referer: "not a url" }), OWN)).toBe(false);
    expect(isSameOriginNavigation(at({}), OWN)).toBe(false);
  });
});
