import { data } from "react-router";
import { InfiniteArticleList } from "#app/components/magazine/InfiniteArticleList";
import { PageHeading } from "#app/components/magazine/PageHeading";
import { pageTitle } from "#app/lib/meta";
import { pageParam } from "#app/lib/pageParam.server";
import { useRootData } from "#app/lib/rootData";
import { stylesheet } from "#app/lib/stylesheet";
import magazineCss from "#app/styles/magazine.css?url";
import {
  ARTICLE_PAGE_SIZE,
  ERROR_LOADING_VIDEOS,
  SPONSORED_VIDEO_TAG,
  videoTagLabel,
} from "#machines/rules/magazine/magazine";
import { magazineContext } from "#workers/services/magazine/magazineService";
import type { Route } from "./+types/video-tag";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss)];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url));
  const list = await context.get(magazineContext).videoTagPage(params.tag, page);
  if (list.total === 0 || page > list.pages) throw data(null, { status: 404 });
  const label = videoTagLabel(params.tag, list._embedded.items[0]?.videoTags[params.tag]);
  return {
    tag: params.tag,
    label,
    sponsored: params.tag === SPONSORED_VIDEO_TAG,
    articles: list._embedded.items,
    page,
    pages: list.pages,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData ? `${loaderData.label} — Video` : "Page not found") }];
}

export default function VideoTag({ loaderData }: Route.ComponentProps) {
  const { tag, label, sponsored, articles, page, pages } = loaderData;
  const { apiPath } = useRootData().config;
  return (
    <div className="page mag-page mag-channel">
      <PageHeading label={sponsored ? "Sponsored video" : "Video"} title={label} />
      <InfiniteArticleList
        key={`${tag}-${page}`}
        articles={articles}
        kind="video"
        page={page}
        pages={pages}
        errorMessage={ERROR_LOADING_VIDEOS}
        apiUrl={(n) => `${apiPath}/video?tag=${encodeURIComponent(tag)}&page=${n}&pageSize=${ARTICLE_PAGE_SIZE}`}
      />
    </div>
  );
}
