import type { Article } from "#machines/rules/magazine/articleTypes";
import type { ArticleListItem, ArticleTeaser, NewsHeadline } from "#machines/rules/magazine/teaserTypes";
import { cardImage } from "./cardImage";

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
