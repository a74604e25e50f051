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
import { ARTICLE_PAGE_SIZE, channelLabel, listKindFor, MORE_NEWS_LABEL } from "#machines/rules/magazine/magazine";
import { appContext } from "#workers/context";
import { magazineContext } from "#workers/services/magazine/magazineService";
import type { Route } from "./+types/channel";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss)];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const magazine = context.get(magazineContext);
  const channel = params.channel;
  const page = pageParam(new URL(request.url));
  const resolved = await magazine.channel(channel);
  if (resolved === null) throw data(null, { status: 404 });
  // /videos, /reviews, /features: the URL segment of a channel's articles leads to the channel.
  if (resolved !== channel) throw redirect(`/${resolved}`, 301);
  const [{ list, ads }, videoTags] = await Promise.all([
    magazine.channelPage(channel, page),
    // /video leads on to its tag pages.
    channel === "video" ? magazine.videoTags() : Promise.resolve([]),
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
