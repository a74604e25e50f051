import { describe, expect, it } from "vitest";
import { padToMultiple, splitSponsorPrefix, spotlightSlidesPerScreen, weightedPick, withNewsAd } from "./homepage";

describe("spotlight carousel rules", () => {
  it("shows 3 slides a screen, 1 below 840 px", () => {
    expect(spotlightSlidesPerScreen(1280)).toBe(3);
    expect(spotlightSlidesPerScreen(840)).toBe(3);
    expect(spotlightSlidesPerScreen(839)).toBe(1);
  });

  it("pads the rooms to a multiple of the slide count by repeating from the start", () => {
    expect(padToMultiple([1, 2, 3, 4], 3)).toEqual([1, 2, 3, 4, 1, 2]);
    expect(padToMultiple([1, 2, 3], 3)).toEqual([1, 2, 3]);
    expect(padToMultiple([1], 3)).toEqual([1, 1, 1]);
    expect(padToMultiple([], 3)).toEqual([]);
  });
});

describe("front-page news with its ad", () => {
  it("puts the ad at position 2 and drops one news item", () => {
    expect(withNewsAd(["a", "b", "c", "d"], "AD")).toEqual(["a", "b", "AD", "c"]);
  });
  it("leaves the news alone without an ad", () => {
    expect(withNewsAd(["a", "b", "c"], null)).toEqual(["a", "b", "c"]);
  });
});

describe("sponsored video weighted pick", () => {
  it("picks in proportion to probabilityweight", () => {
    const weights = [1, 3, 0, 6];
    expect(weightedPick(weights, 0)).toBe(0);
    expect(weightedPick(weights, 0.099)).toBe(0);
    expect(weightedPick(weights, 0.1)).toBe(1);
    expect(weightedPick(weights, 0.399)).toBe(1);
    expect(weightedPick(weights, 0.4)).toBe(3);
    expect(weightedPick(weights, 0.999)).toBe(3);
  });
  it("falls back to the first when no weight is positive", () => {
    expect(weightedPick([0, 0], 0.7)).toBe(0);
  });
  it("splits the 'From X:' prefix off a sponsored title", () => {
    expect(splitSponsorPrefix("From Gagosian: A Walk")).toEqual({ source: "Gagosian", title: "A Walk" });
    expect(splitSponsorPrefix("A Walk")).toEqual({ source: "", title: "A Walk" });
  });
});
