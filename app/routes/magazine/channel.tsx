import { data, redirect } from "react-router";
import { DesktopGallery } from "#app/components/magazine/DesktopGallery";
import { InfiniteArticleList } from "#app/components/magazine/InfiniteArticleList";
import { PageHeading } from "#app/components/magazine/PageHeading";
import { PopupAd } from "#app/components/magazine/PopupAd";
import { VideoTagLinks } from "#app/components/magazine/VideoTagLinks";
import { pageTitle } from "#app/lib/meta";
import { pageParam } from "#app/lib/pageParam.server";
import { useRootData } from "#app/lib/rootData";
import { stylesheet } from "#app/lib/stylesheet";
import magazineCss from "#app/styles/magazine.css?url";
import {
  ARTICLE_PAGE_SIZE,
  channelLabel,
  desktopGalleryBatch,
  listKindFor,
  MORE_NEWS_LABEL,
} from "#machines/rules/magazine/magazine";
import { appContext } from "#workers/context";
import { listArticles, listVideoTags, resolveChannel } from "#workers/db/articles";
import { articleListItem } from "#workers/db/articleTeaser";
import { listPageAds } from "#workers/db/listAds";
import { publicData } from "#workers/services/cache/publicData";
import type { Route } from "./+types/channel";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss)];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const channel = params.channel;
  const page = pageParam(new URL(request.url));
  const resolved = await publicData(app, ["channel", channel], () => resolveChannel(app.db, channel));
  if (resolved === null) throw data(null, { status: 404 });
  // /videos, /reviews, /features: the URL segment of a channel's articles leads to the channel.
  if (resolved !== channel) throw redirect(`/${resolved}`, 301);
  const [{ list, ads }, videoTags] = await Promise.all([
    publicData(app, ["channel page", channel, page], () => channelPage(app.db, channel, page)),
    // /video leads on to its tag pages.
    channel === "video" ? publicData(app, ["video tags"], () => listVideoTags(app.db)) : Promise.resolve([]),
  ]);
  if (page > list.pages) throw data(null, { status: 404 });
  return {
    channel,
    label: channelLabel(channel),
    kind: listKindFor(channel),
    articles: list.teasers,
    page: list.page,
    pages: list.pages,
    total: list.total,
    ads,
    videoTags,
    canonical: `${app.config.baseUrl}/${channel}${page > 1 ? `?page=${page}` : ""}`,
  };
}

/** One page of a channel's articles with the ads placed among them, the same for every reader. */
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

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Page not found") }];
  const suffix = loaderData.page > 1 ? ` (page ${loaderData.page})` : "";
  return [
    { title: pageTitle(`${loaderData.label}${suffix}`) },
    { name: "description", content: `${loaderData.label}: the latest from Artmagazine.` },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${loaderData.label} (RSS)`,
      href: `/feed/${loaderData.channel}`,
    },
    { property: "og:title", content: loaderData.label },
    { property: "og:url", content: loaderData.canonical },
    { name: "twitter:card", content: "summary" },
  ];
}

export default function Channel({ loaderData }: Route.ComponentProps) {
  const { channel, label, kind, articles, page, pages, ads, videoTags } = loaderData;
  const { apiPath } = useRootData().config;
  const filter = channel === "news" ? "category=news" : `channel=${encodeURIComponent(channel)}`;
  return (
    <div className="page mag-page mag-channel" data-channel={channel}>
      <PageHeading title={label} />
      {videoTags.length > 0 && <VideoTagLinks tags={videoTags} />}
      <PopupAd section={channel} />
      <div className="mag-with-rail">
        <div className="mag-with-rail__main">
          <InfiniteArticleList
            key={`${channel}-${page}`}
            articles={articles}
            kind={kind}
            page={page}
            pages={pages}
            ads={ads}
            apiUrl={(n) => `${apiPath}/items?${filter}&page=${n}&pageSize=${ARTICLE_PAGE_SIZE}`}
            moreLabel={channel === "news" ? MORE_NEWS_LABEL : undefined}
          />
        </div>
        <div className="mag-with-rail__rail">
          <DesktopGallery ads={ads.desktopGallery} section={channel} />
        </div>
      </div>
    </div>
  );
}
