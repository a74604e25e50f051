import { data } from "react-router";
import { InfiniteArticleList } from "#app/components/magazine/InfiniteArticleList";
import { PageHeading } from "#app/components/magazine/PageHeading";
import { pageTitle } from "#app/lib/meta";
import { pageParam } from "#app/lib/pageParam.server";
import { useRootData } from "#app/lib/rootData";
import { stylesheet } from "#app/lib/stylesheet";
import magazineCss from "#app/styles/magazine.css?url";
import { CONTRIBUTOR_PAGE_SIZE } from "#machines/rules/magazine/magazine";
import { magazineContext } from "#workers/services/magazine/magazineService";
import type { Route } from "./+types/contributor";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss)];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url));
  const result = await context.get(magazineContext).contributorPage(params.slug, page);
  if (!result || (page > 1 && page > result.articles.pages)) throw data(null, { status: 404 });
  return {
    slug: params.slug,
    contributor: result.contributor,
    articles: result.articles._embedded.items,
    page,
    pages: result.articles.pages,
    total: result.articles.total,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Page not found") }];
  return [
    { title: pageTitle(loaderData.contributor.name) },
    { name: "description", content: loaderData.contributor.bio || `Writing by ${loaderData.contributor.name}.` },
  ];
}

export default function ContributorPage({ loaderData }: Route.ComponentProps) {
  const { slug, contributor, articles, page, pages, total } = loaderData;
  const { apiPath } = useRootData().config;
  return (
    <div className="page mag-page mag-channel">
      <PageHeading label="Contributor" title={contributor.name}>
        {contributor.bio ? <p className="mag-page-heading__intro">{contributor.bio}</p> : null}
        <p className="mag-page-heading__count">
          {total} {total === 1 ? "article" : "articles"}
        </p>
      </PageHeading>
      <InfiniteArticleList
        key={`${slug}-${page}`}
        articles={articles}
        kind="default"
        page={page}
        pages={pages}
        apiUrl={(n) => `${apiPath}/contributor/${encodeURIComponent(slug)}?page=${n}&pageSize=${CONTRIBUTOR_PAGE_SIZE}`}
      />
    </div>
  );
}
