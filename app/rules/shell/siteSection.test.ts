import { describe, expect, it } from "vitest";
import { adSectionOf, showsLeaderboard, showsSubscribeAd, showsTopNavigation, siteSectionOf } from "./siteSection";

describe("site section from the path", () => {
  it.each([
    ["/", "default"],
    ["/news", "default"],
    ["/subscribe", "subscribe"],
    ["/subscribe/", "subscribe"],
    ["/cart/checkout", "invoice"],
    ["/invoice/123", "invoice"],
    ["/cart", "default"],
    ["/artguide/login", "artguide_login"],
    ["/admin", "admin"],
    ["/admin/reports/user-registration-tally", "admin"],
    ["/artguide/admin/locations", "admin"],
    ["/administration", "default"],
    ["/artguide/mustsee", "artguide"],
    ["/login", "default"],
    ["/subscribers-only", "default"],
  ] as const)("%s is %s", (path, section) => {
    expect(siteSectionOf(path)).toBe(section);
  });
});

describe("header hiding rules per site section", () => {
  it("hides the top navigation on artguide_login, subscribe and invoice", () => {
    expect(showsTopNavigation("artguide_login")).toBe(false);
    expect(showsTopNavigation("subscribe")).toBe(false);
    expect(showsTopNavigation("invoice")).toBe(false);
    expect(showsTopNavigation("default")).toBe(true);
    expect(showsTopNavigation("artguide")).toBe(true);
  });

  it("hides the subscribe ad on subscribe and invoice only", () => {
    expect(showsSubscribeAd("subscribe")).toBe(false);
    expect(showsSubscribeAd("invoice")).toBe(false);
    expect(showsSubscribeAd("admin")).toBe(false);
    expect(showsSubscribeAd("artguide_login")).toBe(true);
    expect(showsSubscribeAd("default")).toBe(true);
  });
});

describe("the leaderboard ad", () => {
  it("shows above the header except on subscribe, invoice and the art-guide sign-in", () => {
    expect(showsLeaderboard("default")).toBe(true);
    expect(showsLeaderboard("artguide")).toBe(true);
    expect(showsLeaderboard("subscribe")).toBe(false);
    expect(showsLeaderboard("invoice")).toBe(false);
    expect(showsLeaderboard("artguide_login")).toBe(false);
  });

  it.each([
    ["/", "home"],
    ["/news", "news"],
    ["/news/some-story", "news"],
    ["/artguide/mustsee", "artguide"],
    ["/picks/new-york", "picks"],
  ])("%s takes the ads of section %s", (path, section) => {
    expect(adSectionOf(path)).toBe(section);
  });
});
