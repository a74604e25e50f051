import { describe, expect, it } from "vitest";
import {
  CATEGORY_OPTIONS,
  categorySlug,
  cityPathForName,
  exhibitionHeadline,
  guidePaths,
  listingsCount,
  PRIORITY_CITIES,
  plainText,
  sortPlaces,
} from "./guide";
import { internationalPhone } from "./phone";

describe("guide slugs and options", () => {
  it("slugs the spec's labels", () => {
    expect(categorySlug("art fairs")).toBe("art-fairs");
    expect(categorySlug("must see")).toBe("must-see");
    expect(categorySlug("special events")).toBe("special-events");
    expect(categorySlug("editor's select")).toBe("editors-select");
  });

  it("offers the eight categories in order, all first", () => {
    expect(CATEGORY_OPTIONS.map((o) => o.label)).toEqual([
      "all",
      "galleries",
      "museums",
      "openings",
      "closings",
      "special events",
      "art fairs",
      "auctions",
    ]);
  });

  it("lists the nine priority cities first, in order, then the rest by name", () => {
    expect(PRIORITY_CITIES).toHaveLength(9);
    const sorted = sortPlaces([
      { place: "Zurich", place_url: "zurich" },
      { place: "Berlin", place_url: "berlin" },
      { place: "Amsterdam", place_url: "amsterdam" },
      { place: "New York", place_url: "new-york" },
    ]);
    expect(sorted.map((p) => p.place_url)).toEqual(["new-york", "berlin", "amsterdam", "zurich"]);
  });

  it("builds place paths with the category query, none for all", () => {
    expect(guidePaths.place("new-york", "galleries")).toBe("/artguide/place/new-york?category=galleries");
    expect(guidePaths.place("new-york", "all")).toBe("/artguide/place/new-york");
  });

  it("builds share pages under the venue, an exhibition's by its slug", () => {
    expect(guidePaths.share("/artguide/venue/lambert")).toBe("/artguide/venue/lambert/share");
    expect(guidePaths.share("/artguide/venue/lambert", "paper-houses-103")).toBe(
      "/artguide/venue/lambert/share?exhibition=paper-houses-103",
    );
  });
});

describe("an exhibition's one-line name", () => {
  it("is 'Artists: Title', or whichever of the two there is", () => {
    expect(exhibitionHeadline({ artists: "Rania Xu", exhibitionTitle: "The Open Signals" })).toBe(
      "Rania Xu: The Open Signals",
    );
    expect(exhibitionHeadline({ artists: "", exhibitionTitle: "Group Show" })).toBe("Group Show");
    expect(exhibitionHeadline({ artists: "Rania Xu", exhibitionTitle: "" })).toBe("Rania Xu");
  });

  it("is text: a title's emphasis and character references do not show", () => {
    expect(exhibitionHeadline({ artists: "Rania Xu", exhibitionTitle: "Tide <em>Tables</em> &amp; Salt" })).toBe(
      "Rania Xu: Tide Tables & Salt",
    );
  });
});

describe("plain text of formatted HTML (alt text, feeds, JSON-LD)", () => {
  it("drops tags, keeps paragraphs apart and decodes references", () => {
    expect(plainText("<p>One <em>two</em>.</p><p>Three&nbsp;&#8217;four&#x2019; &lt;5&gt;</p>")).toBe(
      "One two. Three \u2019four\u2019 <5>",
    );
    expect(plainText("&amp;lt;em&amp;gt;")).toBe("&lt;em&gt;");
    expect(plainText("&#9999999;")).toBe("\ufffd");
  });
});

describe("phones in international format with hyphens", () => {
  it("replaces spaces with hyphens", () => {
    expect(internationalPhone("+44 20 7946 0321")).toBe("+44-20-7946-0321");
    expect(internationalPhone("+1 (212) 555-0134")).toBe("+1-212-555-0134");
  });
  it("adds the calling code to a national number and drops the trunk 0", () => {
    expect(internationalPhone("030 1234567", "DE")).toBe("+49-30-1234567");
    expect(internationalPhone("(212) 555-0134", "us")).toBe("+1-212-555-0134");
    expect(internationalPhone("020 7946 0321", "GB")).toBe("+44-20-7946-0321");
  });
  it("keeps a number it cannot read, hyphenated", () => {
    expect(internationalPhone("ask at the desk")).toBe("ask-at-the-desk");
  });
  it("is empty for no phone", () => {
    expect(internationalPhone("")).toBe("");
  });
});

describe("picking a city in the guide search autocomplete", () => {
  const cities = [
    { place: "Berlin", place_url: "berlin" },
    { place: "New York", place_url: "new-york" },
  ];
  it("opens the city's page, whatever the case of the option", () => {
    expect(cityPathForName(cities, "New York")).toBe("/artguide/place/new-york");
    expect(cityPathForName(cities, "berlin ")).toBe("/artguide/place/berlin");
  });
  it("finds no page for a name that is not a city (the box then searches)", () => {
    expect(cityPathForName(cities, "Bern")).toBeUndefined();
  });
});

describe("a list's count in words", () => {
  it("says listing or listings, and an ellipsis while the list loads", () => {
    expect(listingsCount(1)).toBe("1 listing");
    expect(listingsCount(171)).toBe("171 listings");
    expect(listingsCount(null)).toBe("… listings");
  });
});
