import { describe, expect, it } from "vitest";
import {
  ARTICLE_PAGE_SIZE,
  bannerAfter,
  bannerIndex,
  channelLabel,
  desktopGalleryBatch,
  ERROR_LOADING_ARTICLES,
  ERROR_LOADING_FEATURED,
  ERROR_LOADING_SUBSCRIPTION_CODES,
  ERROR_LOADING_SUBSCRIPTION_OPTIONS,
  ERROR_LOADING_VIDEOS,
  hasMorePages,
  IMAGE_WIDTH,
  listKindFor,
  NEWS_FRONT_PAGE_SIZE,
  pageCount,
  parseSearchSort,
  paywallCounterText,
  SEARCH_PAGE_SIZE,
  showsListImage,
  showsNewsImage,
  toutAfterParagraph,
  videoTagLabel,
} from "./magazine";

describe("page sizes", () => {
  it("are the spec's numbers", () => {
    expect(ARTICLE_PAGE_SIZE).toBe(12);
    expect(NEWS_FRONT_PAGE_SIZE).toBe(19);
    expect(SEARCH_PAGE_SIZE).toBe(12);
  });

  it("counts pages, with one page for an empty list", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(hasMorePages(1, 2)).toBe(true);
    expect(hasMorePages(2, 2)).toBe(false);
  });
});

describe("list kinds", () => {
  it("maps channels to layouts and image widths", () => {
    expect(listKindFor("news")).toBe("news");
    expect(listKindFor("passages")).toBe("passages");
    expect(listKindFor("video")).toBe("video");
    expect(listKindFor("interview")).toBe("default");
    expect(listKindFor("topten")).toBe("topten");
    expect(listKindFor("top-ten")).toBe("topten");
    expect(listKindFor("words", "Top Ten")).toBe("topten");
    expect(IMAGE_WIDTH.default).toBe(810);
    expect(IMAGE_WIDTH.news).toBe(240);
    expect(IMAGE_WIDTH.topten).toBe(240);
    expect(IMAGE_WIDTH.passages).toBe(600);
    expect(IMAGE_WIDTH.video).toBe(600);
  });

  it("shows news images only after 1 Jan 2019", () => {
    expect(showsNewsImage("2018-12-31T23:59:00Z")).toBe(false);
    expect(showsNewsImage("2019-01-01T00:00:00Z")).toBe(false);
    expect(showsNewsImage("2019-01-02T09:00:00Z")).toBe(true);
    expect(showsListImage("news", "2017-05-01T00:00:00Z")).toBe(false);
    expect(showsListImage("default", "2017-05-01T00:00:00Z")).toBe(true);
  });
});

describe("ads in lists", () => {
  it("puts a banner every 4th article in news and every 2nd elsewhere", () => {
    const news = [0, 1, 2, 3, 4, 5, 6, 7].filter((i) => bannerAfter(i, "news"));
    expect(news).toEqual([3, 7]);
    const other = [0, 1, 2, 3].filter((i) => bannerAfter(i, "default"));
    expect(other).toEqual([1, 3]);
    expect(bannerIndex(3, "news")).toBe(13);
    expect(bannerIndex(1, "default")).toBe(13);
  });

  it("sizes the desktop gallery batch as max(floor(h/160), 6)", () => {
    expect(desktopGalleryBatch(500)).toBe(6);
    expect(desktopGalleryBatch(1600)).toBe(10);
    expect(desktopGalleryBatch(1759)).toBe(10);
  });

  it("places the tout after the 3rd paragraph or the middle one", () => {
    expect(toutAfterParagraph(10)).toBe(2);
    expect(toutAfterParagraph(3)).toBe(1);
    expect(toutAfterParagraph(2)).toBe(0);
    expect(toutAfterParagraph(1)).toBe(0);
  });
});

describe("titles", () => {
  it("labels channels", () => {
    expect(channelLabel("top-ten")).toBe("Top Ten");
    expect(channelLabel("museums")).toBe("Museums");
  });
});

describe("texts", () => {
  it("has the exact error texts, with the variants for videos, featured articles, subscription codes and options", () => {
    expect(ERROR_LOADING_ARTICLES).toBe("There was an error loading articles from the API.");
    expect(ERROR_LOADING_VIDEOS).toBe("There was an error loading videos from the API.");
    expect(ERROR_LOADING_FEATURED).toBe("There was an error loading featured articles from the API.");
    expect(ERROR_LOADING_SUBSCRIPTION_CODES).toBe("There was an error loading subscription codes from the API.");
    expect(ERROR_LOADING_SUBSCRIPTION_OPTIONS).toBe("There was an error loading subscription options from the API.");
  });

  it("labels video tags, the sponsored one From Our Partners", () => {
    expect(videoTagLabel("from_our_sponsors")).toBe("From Our Partners");
    expect(videoTagLabel("artist-talks")).toBe("Artist Talks");
    expect(videoTagLabel("x", "Studio Visits")).toBe("Studio Visits");
  });

  it("words the paywall counter", () => {
    expect(paywallCounterText(2)).toBe("You have 2 articles remaining this month.");
    expect(paywallCounterText(1)).toBe("You have 1 article remaining this month.");
    expect(paywallCounterText(0)).toBe("This is your last free article for the month.");
  });
});

describe("page query values", () => {
  it("defaults the search sort to newest", () => {
    expect(parseSearchSort(null)).toBe("date");
    expect(parseSearchSort("relevance")).toBe("relevance");
    expect(parseSearchSort("x")).toBe("date");
  });
});
