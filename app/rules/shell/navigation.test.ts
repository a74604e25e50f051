import { describe, expect, it } from "vitest";
import {
  isCurrentPath,
  isExternalLink,
  linkTarget,
  NAVIGATION,
  slideMenuSections,
  subscribeAdHref,
  subscribeMenuHref,
  visibleItems,
} from "./navigation";

describe("navigation table", () => {
  it("has the spec's exact labels and paths, in order", () => {
    expect(NAVIGATION.map((item) => [item.label, item.path])).toEqual([
      ["explore", "/artguide/place/new-york?category=galleries"],
      ["must see", "/artguide/mustsee"],
      ["art fairs", "/artguide/artfairs"],
      ["special events", "/artguide/special"],
      ["myguide", "/artguide/myguide"],
      ["about", "/artguide/help"],
      ["become a member", "/artguide/participate"],
    ]);
  });

  it("does not put SUBSCRIBE in the top bar", () => {
    expect(NAVIGATION.some((item) => item.label === "SUBSCRIBE")).toBe(false);
  });
});

describe("links containing // open as external in a new tab", () => {
  it("treats absolute and protocol-relative links as external", () => {
    expect(isExternalLink("https://instagram.com/x")).toBe(true);
    expect(isExternalLink("//cdn.example.org/a")).toBe(true);
    expect(linkTarget("http://localhost:8787/subscribe")).toEqual({ target: "_blank", rel: "noopener noreferrer" });
  });

  it("keeps site paths in the same tab", () => {
    expect(isExternalLink("/artguide/mustsee")).toBe(false);
    expect(linkTarget("/news")).toEqual({});
  });
});

describe("hidden subpages are skipped", () => {
  it("drops hidden items at every level and keeps the rest in order", () => {
    const items = visibleItems([
      {
        label: "a",
        path: "/a",
        subpages: [
          { label: "a1", path: "/a/1" },
          { label: "a2", path: "/a/2", hidden: true },
        ],
      },
      { label: "b", path: "/b", hidden: true },
      {
        label: "c",
        path: "/c",
        subpages: [{ label: "c1", path: "/c/1", subpages: [{ label: "deep", path: "/d", hidden: true }] }],
      },
    ]);
    expect(items.map((i) => i.label)).toEqual(["a", "c"]);
    expect(items[0]?.subpages?.map((i) => i.label)).toEqual(["a1"]);
    expect(items[1]?.subpages?.[0]?.subpages).toEqual([]);
  });
});

describe("subscribe links", () => {
  it("joins base URL and subscribe path into an external link for the slide menu", () => {
    expect(subscribeMenuHref("http://localhost:8787/", "/subscribe")).toBe("http://localhost:8787/subscribe");
    expect(subscribeMenuHref("http://x.org", "https://shop.example.com/subscribe")).toBe(
      "https://shop.example.com/subscribe",
    );
  });

  it("switches the subscribe ad to the gift variant for subscribers", () => {
    expect(subscribeAdHref("/subscribe", false)).toBe("/subscribe");
    expect(subscribeAdHref("/subscribe", true)).toBe("/subscribe?tid=gift");
    expect(subscribeAdHref("/subscribe?utm_source=tab", true)).toBe("/subscribe?utm_source=tab&tid=gift");
  });

  it("lists SUBSCRIBE in the slide menu as an external link, after the navigation and channels", () => {
    const sections = slideMenuSections("http://localhost:8787/subscribe");
    expect(sections.map((s) => s.title)).toEqual(["artguide", "magazine", "shop"]);
    expect(sections[0]?.items.map((i) => i.label)).toEqual(NAVIGATION.map((i) => i.label));
    const subscribe = sections[2]?.items.find((i) => i.label === "SUBSCRIBE");
    expect(subscribe && isExternalLink(subscribe.path)).toBe(true);
  });
});

describe("current page", () => {
  it("matches the link path without its query", () => {
    expect(isCurrentPath("/artguide/place/new-york?category=galleries", "/artguide/place/new-york")).toBe(true);
    expect(isCurrentPath("/artguide/mustsee", "/artguide/artfairs")).toBe(false);
    expect(isCurrentPath("https://x.org/news", "/news")).toBe(false);
  });
});
