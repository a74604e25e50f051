import { describe, expect, it } from "vitest";
import { myguideWithKept } from "./myguideWithKept";

const show = (id: number, place: string) => ({
  id,
  location: { place, place_url: place.toLowerCase().replace(/ /g, "-") },
});

// The page as it was saved: two shows in New York, one in Berlin.
const page = {
  exhibitions: [show(1, "New York"), show(2, "New York"), show(3, "Berlin")],
  places: [
    { place_url: "new-york", place: "New York", ids: [1, 2] },
    { place_url: "berlin", place: "Berlin", ids: [3] },
  ],
};

describe("myguide with the kept list", () => {
  it("adds the shows added offline, and counts them in their place's tab", () => {
    const kept = [show(1, "New York"), show(2, "New York"), show(3, "Berlin"), show(4, "Berlin")];
    const shown = myguideWithKept(page, kept);
    expect(shown.exhibitions.map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(shown.places).toEqual([page.places[0], { place_url: "berlin", place: "Berlin", ids: [3, 4] }]);
    // The page's own data is left as it was.
    expect(page.places[1]!.ids).toEqual([3]);
  });

  it("a show on the page and in the kept list is drawn once, from the page", () => {
    const fromPage = page.exhibitions[0]!;
    const shown = myguideWithKept(page, [{ ...show(1, "New York") }, show(5, "Paris"), show(5, "Paris")]);
    expect(shown.exhibitions.map((x) => x.id)).toEqual([1, 2, 3, 5]);
    expect(shown.exhibitions[0]).toBe(fromPage);
    expect(shown.places.map((p) => [p.place, p.ids])).toEqual([
      ["New York", [1, 2]],
      ["Berlin", [3]],
      ["Paris", [5]],
    ]);
  });

  it("under a place filter, lists only that place's additions; every tab still counts them", () => {
    const filtered = { ...page, exhibitions: [show(3, "Berlin")], placeUrl: "berlin" };
    const shown = myguideWithKept(filtered, [show(1, "New York"), show(4, "Berlin"), show(6, "New York")]);
    expect(shown.exhibitions.map((x) => x.id)).toEqual([3, 4]);
    expect(shown.places.map((p) => p.ids)).toEqual([
      [1, 2, 6],
      [3, 4],
    ]);
  });

  it("nothing kept beyond the page: the page as it is", () => {
    expect(myguideWithKept(page, [])).toBe(page);
    expect(myguideWithKept(page, [show(2, "New York")])).toBe(page);
  });
});
