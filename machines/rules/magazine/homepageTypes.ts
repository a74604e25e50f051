import type { Image } from "#machines/rules/magazine/imageTypes";

/** The front page's own blocks as workers/db/homepage.ts reads them and app/components/home draws them. */

/** Exhibition highlight: title, media[0].path_large (with mimetype), location.path. */
export interface ExhibitionHighlight {
  id: number;
  /** As stored: a title may carry emphasis, so the api sanitises it. */
  title: string;
  artists: string;
  showStart: string;
  showEnd: string;
  /** "Oct 3 – Dec 19, 2026", written here so the front page carries no date code. */
  runDates: string;
  media: Image[];
  location: { name: string; path: string; place: string };
}

/** One article as the book-review data lists it. */
export interface BookReviewArticle {
  id: number;
  headFormatted: string;
  deckFormatted: string;
  url: string;
  path: string;
  channel: string;
}

/** GET {book-site URL}/api/items/{product}: feature, print and web lists, cover. */
export interface BookReviewData {
  feature: { url: string; headFormatted: string; media: { path_large: string }[] } | null;
  print: BookReviewArticle[];
  web: BookReviewArticle[];
  cover: { path: string; path_large: string; url: string; title: string } | null;
}
