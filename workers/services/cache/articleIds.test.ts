import { describe, expect, it } from "vitest";
import { knownArticleId, learnArticleId } from "./articleIds";

describe("article ids learned from renders", () => {
  it("keeps the 5,000 addresses used most recently, the least recently used leaving first", () => {
    learnArticleId("/news/first", 1);
    for (let i = 2; i <= 5000; i++) learnArticleId(`/news/${i}`, i);
    // Reading the first address makes it the most recent: the second one leaves instead.
    expect(knownArticleId("/news/first")).toBe(1);
    learnArticleId("/news/one-more", 5001);
    expect(knownArticleId("/news/2")).toBeUndefined();
    expect(knownArticleId("/news/first")).toBe(1);
    expect(knownArticleId("/news/one-more")).toBe(5001);
  });

  it("learns only whole positive ids", () => {
    learnArticleId("/news/broken", Number.NaN);
    learnArticleId("/news/zero", 0);
    expect(knownArticleId("/news/broken")).toBeUndefined();
    expect(knownArticleId("/news/zero")).toBeUndefined();
  });
});
