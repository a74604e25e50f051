import type { Article } from "./articles";

/**
 * What a front-page teaser shows of an article (Most Read, the feature
 * rotator, the news column): a page sends only these fields to the browser,
 * not each article's thirty, since its loader data is part of the HTML.
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
  | "primaryImage"
  | "sponsorName"
>;

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
    primaryImage: a.primaryImage,
    sponsorName: a.sponsorName,
  };
}
