import { data, redirect } from "react-router";
import {
  ARTICLE_PAGE_SIZE,
  channelLabel,
  listKindFor,
  MORE_NEWS_LABEL,
  parsePageParam,
} from "../../../machines/rules/magazine";
import { listArticles, resolveChannel } from "../../../workers/db/articles";
import { pageTitle } from "../../lib/meta";
import { appContext } from "../../../workers/context";
import { ArticleList } from "../../components/magazine/ArticleList";
import { MoreLink } from "../../components/magazine/MoreLink";
import { PageHeading } from "../../components/magazine/PageHeading";
import magazineCss from "../../styles/magazine.css?url";
import type { Route } from "./+types/channel";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: magazineCss }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const channel = params.channel;
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw data(null, { status: 404 });
  const resolved = await resolveChannel(db, channel);
  if (resolved === null) throw data(null, { status: 404 });
  // /videos, /reviews, /features: the URL segment of a channel's articles leads to the channel.
  if (resolved !== channel) throw redirect(`/${resolved}`, 301);
  // News ads share the news channel but are placed by the ad slots, not listed.
  const filter = channel === "news" ? { category: "news" } : { channel };
  const list = await listArticles(db, filter, { page, pageSize: ARTICLE_PAGE_SIZE });
  if (page > list.pages) throw data(null, { status: 404 });
  return {
    channel,
    label: channelLabel(channel),
    kind: listKindFor(channel),
    articles: list._embedded.items,
    page: list.page,
    pages: list.pages,
    total: list.total,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Page not found") }];
  const suffix = loaderData.page > 1 ? ` (page ${loaderData.page})` : "";
  return [
    { title: pageTitle(`${loaderData.label}${suffix}`) },
    { name: "description", content: `${loaderData.label}: the latest from Artmagazine.` },
  ];
}

export default function Channel({ loaderData }: Route.ComponentProps) {
  const { channel, label, kind, articles, page, pages } = loaderData;
  return (
    <div className="page mag-page mag-channel" data-channel={channel}>
      <PageHeading title={label} />
      <ArticleList articles={articles} kind={kind} />
      <MoreLink page={page} pages={pages} label={channel === "news" ? MORE_NEWS_LABEL : undefined} />
    </div>
  );
}
