import type { Article } from "#machines/rules/magazine/articleTypes";
import type { CardImage } from "#machines/rules/magazine/imageTypes";

/** The teasers workers/db/articleTeaser.ts makes of articles and the list components draw. */

/**
 * What a card shows of an article (the front page's teasers, channel lists,
 * search results, related articles): a list page sends only these fields to
 * the browser, not each article's thirty, since its loader data is part of
 * the HTML. Full articles from the API fit it too, so lists that load more
 * pages in the browser mix both.
 */
export type ArticleTeaser = Pick<
  Article,
  | "id"
  | "url"
  | "channel"
  | "category"
  | "categoryLabel"
  | "typeName"
  | "titleFormatted"
  | "hedFormatted"
  | "dekFormatted"
  | "bylineFormatted"
  | "writerFormatted"
  | "published"
  | "publishedText"
  | "publishedTimeText"
  | "sponsorName"
> & { primaryImage: CardImage | null };

/** A teaser as a list card shows it (channel lists): with the excerpt and the video, sponsor and pick marks. */
export type ArticleListItem = ArticleTeaser & Pick<Article, "bodyExcerpt" | "hasVideo" | "isSponsoredContent" | "pick">;

/** What the front page's news column shows of an article: a dated (or sponsored) headline, no image. */
export type NewsHeadline = Pick<
  Article,
  "id" | "url" | "category" | "sponsorName" | "published" | "publishedTimeText" | "titleFormatted" | "hedFormatted"
>;
