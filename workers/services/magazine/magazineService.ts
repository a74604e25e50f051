import { createContext } from "react-router";
import { ARTICLE_PAGE_SIZE, desktopGalleryBatch } from "#machines/rules/magazine/magazine";
import type { AppContext } from "#workers/context";
import { listArticles, listVideoTags, resolveChannel } from "#workers/db/articles";
import { articleListItem } from "#workers/db/articleTeaser";
import { listPageAds } from "#workers/db/listAds";
import { publicData } from "#workers/services/cache/publicData";

/**
 * The magazine's reads for its route modules, on the request context (workers/services/areas.ts).
 * What every reader sees is kept a few seconds in the isolate (publicData); a route module calls
 * these and composes no cache of its own.
 */
export function magazineService(app: AppContext) {
  const { db } = app;
  return {
    /** The channel a URL segment names (/videos leads to video), or null. */
    channel: (segment: string) => publicData(app, ["channel", segment], () => resolveChannel(db, segment)),
    /** One page of a channel's teasers with the ads placed among them, the same for every reader. */
    channelPage: (channel: string, page: number) =>
      publicData(app, ["channel page", channel, page], () => channelPage(db, channel, page)),
    /** The tags of the video channel's articles, each with its own page. */
    videoTags: () => publicData(app, ["video tags"], () => listVideoTags(db)),
  };
}

export type MagazineService = ReturnType<typeof magazineService>;

export const magazineContext = createContext<MagazineService>();

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
