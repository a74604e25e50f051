import { describe, expect, it } from "vitest";
import { type ClickedLink, type LinkClick, navigationForClick } from "./linkClick";

const plainClick: LinkClick = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};
const here = { origin: "https://art.example", path: "/news?page=1" };

function link(href: string, attributes: Record<string, string> = {}): ClickedLink {
  const url = new URL(href, `${here.origin}${here.path}`);
  return {
    target: attributes.target ?? "",
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    hasAttribute: (name) => name in attributes,
  };
}

describe("a click on a site link", () => {
  it("navigates in-app to the link's path, query and hash on a plain left click", () => {
    expect(navigationForClick(plainClick, link("/artguide/venue/lambert?x=1#show-3"), here)).toEqual({
      to: "/artguide/venue/lambert?x=1#show-3",
      replace: false,
      preventScrollReset: false,
    });
  });

  it("resolves a query-only link against the page it is on", () => {
    expect(navigationForClick(plainClick, link("?page=2"), here)?.to).toBe("/news?page=2");
  });

  it("replaces the history entry when the link is the page already shown, or asks to", () => {
    expect(navigationForClick(plainClick, link("/news?page=1"), here)?.replace).toBe(true);
    expect(navigationForClick(plainClick, link("/cart", { "data-replace": "" }), here)?.replace).toBe(true);
  });

  it("keeps the scroll position when the link asks to", () => {
    expect(
      navigationForClick(plainClick, link("?page=2", { "data-prevent-scroll-reset": "" }), here)?.preventScrollReset,
    ).toBe(true);
  });

  it("leaves modified clicks, other buttons and handled clicks to the browser", () => {
    for (const modifier of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) {
      expect(navigationForClick({ ...plainClick, [modifier]: true }, link("/news"), here)).toBeNull();
    }
    expect(navigationForClick({ ...plainClick, button: 1 }, link("/news"), here)).toBeNull();
    expect(navigationForClick({ ...plainClick, defaultPrevented: true }, link("/news"), here)).toBeNull();
  });

  it("leaves new tabs, downloads and other sites to the browser", () => {
    expect(navigationForClick(plainClick, link("/news", { target: "_blank" }), here)).toBeNull();
    expect(navigationForClick(plainClick, link("/news", { target: "_self" }), here)?.to).toBe("/news");
    expect(navigationForClick(plainClick, link("/artguide/calendar/exhibition/4", { download: "" }), here)).toBeNull();
    expect(navigationForClick(plainClick, link("https://elsewhere.example/news"), here)).toBeNull();
  });
});
