import { describe, expect, it } from "vitest";
import { nextPicksCursor, placeAt } from "./picks";

const places = [{ place_url: "new-york" }, { place_url: "london" }, { place_url: "paris" }];

describe("picks infinite scroll", () => {
  it("finishes a place's pages, then cycles to the next place and wraps to the first", () => {
    expect(nextPicksCursor({ placeUrl: "new-york", page: 1, pages: 2 }, places)).toEqual({
      placeUrl: "new-york",
      page: 2,
    });
    expect(nextPicksCursor({ placeUrl: "new-york", page: 2, pages: 2 }, places)).toEqual({
      placeUrl: "london",
      page: 1,
    });
    expect(nextPicksCursor({ placeUrl: "paris", page: 1, pages: 1 }, places)).toEqual({
      placeUrl: "new-york",
      page: 1,
    });
  });

  it("finds the place section the reader is in from the bookmarks", () => {
    const marks = [
      { place: "New York", path: "/picks/new-york", startY: 0 },
      { place: "London", path: "/picks/london", startY: 2000 },
    ];
    expect(placeAt(marks, 1999)?.place).toBe("New York");
    expect(placeAt(marks, 2000)?.place).toBe("London");
    expect(placeAt([], 10)).toBeNull();
  });
});
