import type { Article } from "./articles";
import { type CardImage, cardImage } from "./cardImage";

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

export function articleTeaser(a: Article): ArticleTeaser {
  return {
    id: a.id,
    url: a.url,
    channel: a.channel,
    category: a.category,
    categoryLabel: a.categoryLabel,
    typeName: a.typeName,
    titleFormatted: a.titleFormatted,
    hedFormatted: a.hedFormatted,
    dekFormatted: a.dekFormatted,
    bylineFormatted: a.bylineFormatted,
    writerFormatted: a.writerFormatted,
    published: a.published,
    publishedText: a.publishedText,
    publishedTimeText: a.publishedTimeText,
    sponsorName: a.sponsorName,
    primaryImage: a.primaryImage && cardImage(a.primaryImage),
  };
}

export function articleListItem(a: Article): ArticleListItem {
  return {
    ...articleTeaser(a),
    bodyExcerpt: a.bodyExcerpt,
    hasVideo: a.hasVideo,
    isSponsoredContent: a.isSponsoredContent,
    pick: a.pick,
  };
}

/** What the front page's news column shows of an article: a dated (or sponsored) headline, no image. */
export type NewsHeadline = Pick<
  Article,
  "id" | "url" | "category" | "sponsorName" | "published" | "publishedTimeText" | "titleFormatted" | "hedFormatted"
>;

export function newsHeadline(a: Article): NewsHeadline {
  return {
    id: a.id,
    url: a.url,
    category: a.category,
    sponsorName: a.sponsorName,
    published: a.published,
    publishedTimeText: a.publishedTimeText,
    titleFormatted: a.titleFormatted,
    hedFormatted: a.hedFormatted,
  };
}
