import { createContext } from "react-router";
import { withNewsAd } from "#machines/rules/magazine/homepage";
import {
  ARTICLE_PAGE_SIZE,
  CONTRIBUTOR_PAGE_SIZE,
  desktopGalleryBatch,
  MOBILE_GALLERY_EVERY_PICKS,
  MOST_READ_PAGE_SIZE,
  NEWS_AD_PAGE_SIZE,
  NEWS_FRONT_PAGE_SIZE,
  VIDEO_TYPE,
} from "#machines/rules/magazine/magazine";
import type { AppContext } from "#workers/context";
import type { AdQuery } from "#workers/db/ads";
import {
  getArticleByUrl,
  listArticleItems,
  listArticles,
  listFlaggedArticles,
  listRelatedArticles,
  listVideoTags,
  resolveChannel,
} from "#workers/db/articles";
import { articleListItem, articleTeaser, newsHeadline } from "#workers/db/articleTeaser";
import { getContributorPage, listArticleContributors, searchContributors } from "#workers/db/contributors";
import { getCurrentIssue, getIssuePage, listIssues } from "#workers/db/issues";
import { listPageAds } from "#workers/db/listAds";
import { getPicksPage } from "#workers/db/picks";
import { listPodcastSources } from "#workers/db/podcasts";
import type { SearchRequest } from "#workers/db/search";
import { keptAnswer } from "#workers/db/storedTotals";
import { publicData } from "#workers/services/cache/publicData";
import { adAtRandom } from "./adAtRandom";
import { searchSite } from "./siteSearch";

/** Long-form kinds that can lead the front page (news, picks and video have their own rows). */
const FEATURE_TYPES = ["words", "interview", "diary", "slant", "museums", "print", "passages"] as const;
const FEATURES_IN_ROTATOR = 4;

/**
 * The magazine's reads for its route modules, on the request context (workers/services/areas.ts).
 * What every reader sees is kept a few seconds in the isolate (publicData); a route module calls
 * these and composes no cache of its own.
 */
export function magazineService(app: AppContext) {
  const { db } = app;
  return {
    /** What the front page shows above the fold, the same for every reader. */
    frontPage: () =>
      publicData(app, ["home"], () =>
        // Kept whole (scope 'magazine'): its lists read each article's image, issue and tags.
        keptAnswer(db, "magazine", "front page", Date.now(), () => frontPage(db)),
      ),
    /** The channel a URL segment names (/videos leads to video), or null. */
    channel: (segment: string) => publicData(app, ["channel", segment], () => resolveChannel(db, segment)),
    /** One page of a channel's teasers with the ads placed among them, the same for every reader. */
    channelPage: (channel: string, page: number) =>
      publicData(app, ["channel page", channel, page], () => channelPage(db, channel, page)),
    /** A channel's newest articles for its feed: the channel a segment names (null if none) and its items. */
    channelFeed: async (segment: string, size: number) => {
      const channel = await resolveChannel(db, segment);
      if (channel !== segment) return { channel, articles: [] };
      const filter = channel === "news" ? { category: "news" } : { channel };
      return { channel, articles: (await listArticles(db, filter, { page: 1, pageSize: size }))._embedded.items };
    },
    /** The tags of the video channel's articles, each with its own page. */
    videoTags: () => publicData(app, ["video tags"], () => listVideoTags(db)),
    /** One page of the videos carrying a tag. */
    videoTagPage: (tag: string, page: number) =>
      listArticles(db, { type: VIDEO_TYPE, videoTag: tag }, { page, pageSize: ARTICLE_PAGE_SIZE }),
    /** The published article at a URL, whole, or null. */
    article: (url: string) => publicData(app, ["article", url], () => getArticleByUrl(db, url)),
    /** The teasers of the articles related to one. */
    related: (article: { id: number; channel: string; published: string }) =>
      publicData(app, ["related", article.id], async () => (await listRelatedArticles(db, article)).map(articleTeaser)),
    /** The contributors credited on an article. */
    contributors: (articleId: number) =>
      publicData(app, ["contributors", articleId], () => listArticleContributors(db, articleId)),
    /** A podcast article's audio sources. */
    podcast: (articleId: number) => publicData(app, ["podcast", articleId], () => listPodcastSources(db, articleId)),
    /** The print issue on sale now, or null. */
    currentIssue: () => publicData(app, ["current issue"], () => getCurrentIssue(db)),
    /** One running ad of a slot, a new pick for each reader. */
    ad: (query: Omit<AdQuery, "shuffle" | "limit">) => adAtRandom(app, query),
    /** A contributor and one page of their articles, or null. */
    contributorPage: (slug: string, page: number) =>
      getContributorPage(db, slug, { page, pageSize: CONTRIBUTOR_PAGE_SIZE }),
    /** One page of a city's Critics' Picks with the ads placed among them. */
    picksPage: (place: string, page: number) =>
      Promise.all([
        getPicksPage(db, place, { page, pageSize: ARTICLE_PAGE_SIZE, withBody: true }),
        listPageAds(db, "picks", ARTICLE_PAGE_SIZE, desktopGalleryBatch(0), MOBILE_GALLERY_EVERY_PICKS),
      ]),
    /** One page of the print archive, newest issue first. */
    issues: (page: number, pageSize: number) => listIssues(db, { page, pageSize }),
    /** A print issue with its formats and articles, or null. */
    issuePage: (slug: string) => getIssuePage(db, slug),
    /** One page of the site search, its article results as teasers (the page's data travels inside its HTML). */
    search: async (request: SearchRequest) => {
      const found = await searchSite(app, request);
      return { ...found, articles: found.articles.map((r) => ({ ...r, entity: articleTeaser(r.entity) })) };
    },
    /** The contributors whose name matches a search. */
    contributorsNamed: (term: string) =>
      publicData(app, ["contributors named", term], () => searchContributors(db, term)),
  };
}

export type MagazineService = ReturnType<typeof magazineService>;

export const magazineContext = createContext<MagazineService>();

async function frontPage(db: D1Database) {
  const [features, news, newsAds, mostRead] = await Promise.all([
    // Items only: the homepage shows no totals, so it does not pay for counting.
    listArticleItems(db, { typeNames: FEATURE_TYPES }, { page: 1, pageSize: 40 }),
    listArticleItems(db, { category: "news" }, { page: 1, pageSize: NEWS_FRONT_PAGE_SIZE }),
    listArticleItems(db, { category: "news_ads" }, { page: 1, pageSize: NEWS_AD_PAGE_SIZE }),
    listFlaggedArticles(db, "most_read", { page: 1, pageSize: MOST_READ_PAGE_SIZE }),
  ]);
  // Features with an image, one per channel, the newest print feature first: a varied lead.
  const withImage = features.filter((a) => a.primaryImage && a.categoryLabel !== "Top Ten");
  const ordered = [...withImage.filter((a) => a.typeName === "print").slice(0, 1), ...withImage];
  const seen = new Set<string>();
  const lead = ordered.filter((a) => !seen.has(a.channel) && seen.add(a.channel)).slice(0, FEATURES_IN_ROTATOR);
  return {
    features: lead.map(articleTeaser),
    news: withNewsAd(news, newsAds[0]).map(newsHeadline),
    mostRead: mostRead._embedded.items.map(articleTeaser),
  };
}

async function channelPage(db: D1Database, channel: string, page: number) {
  // News ads share the news channel but are placed by the ad slots, not listed.
  const filter = channel === "news" ? { category: "news" } : { channel };
  const [list, ads] = await Promise.all([
    listArticles(db, filter, { page, pageSize: ARTICLE_PAGE_SIZE }),
    // The desktop batch is sized for a typical first screen: max(floor(height / 160), 6).
    listPageAds(db, channel, ARTICLE_PAGE_SIZE, desktopGalleryBatch(0)),
  ]);
  // Teasers, not whole articles: the page's data travels inside its HTML.
  return {
    list: { teasers: list._embedded.items.map(articleListItem), page: list.page, pages: list.pages, total: list.total },
    ads,
  };
}
