import { describe, expect, it } from "vitest";
import { halfHourSlot, pageVariantOf } from "./pageVariant";

const CITY = ["root", "routes/guide/layout", "routes/guide/place"];
const at = Date.parse("2026-12-07T22:44:10Z");
const none = new Map<string, string>();
const listReader = new Map([["guide_view", "list"]]);

describe("a page's edge cache key part, decided by its route", () => {
  it("a city page open now is kept per UTC half hour", () => {
    expect(halfHourSlot(at)).toBe("2026-12-07T22:30");
    expect(halfHourSlot(Date.parse("2026-12-07T23:00:00Z"))).toBe("2026-12-07T23:00");
    const url = new URL("http://localhost/artguide/place/new-york?open=now");
    expect(pageVariantOf(CITY, url, none, at)).toBe("layout=cards,slot=2026-12-07T22:30");
    expect(pageVariantOf(CITY, url, none, Date.parse("2026-12-07T23:01:00Z"))).toBe(
      "layout=cards,slot=2026-12-07T23:00",
    );
  });

  it("its other filters are in its address already: only the layout", () => {
    const url = new URL("http://localhost/artguide/place/new-york?when=weekend&district=chelsea");
    expect(pageVariantOf(CITY, url, none, at)).toBe("layout=cards");
  });

  it("a city page is kept per layout the reader's cookie keeps; a cookie naming none counts as cards", () => {
    const url = new URL("http://localhost/artguide/place/new-york");
    expect(pageVariantOf(CITY, url, listReader, at)).toBe("layout=list");
    expect(pageVariantOf(CITY, url, new Map([["guide_view", "grid"]]), at)).toBe("layout=cards");
  });

  it("another route's page never gets one, whatever its address says", () => {
    const url = new URL("http://localhost/artguide/mustsee?open=now");
    expect(pageVariantOf(["root", "routes/guide/layout", "routes/guide/mustsee"], url, listReader, at)).toBeUndefined();
  });
});
