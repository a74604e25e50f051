import { data } from "react-router";
import { GuideResults } from "#app/components/magazine/GuideResults";
import { PageHeading } from "#app/components/magazine/PageHeading";
import { SearchResults } from "#app/components/magazine/SearchResults";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { pageTitle } from "#app/lib/meta";
import { pageParam } from "#app/lib/pageParam.server";
import { stylesheet } from "#app/lib/stylesheet";
import magazineCss from "#app/styles/magazine.css?url";
import { parseSearchSort, SEARCH_PAGE_SIZE } from "#machines/rules/magazine/magazine";
import { countOf } from "#machines/rules/shell/paging";
import { magazineContext } from "#workers/services/magazine/magazineService";
import type { Route } from "./+types/search";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const magazine = context.get(magazineContext);
  const url = new URL(request.url);
  const params = url.searchParams;
  const term = (params.get("search") ?? "").trim().slice(0, 200);
  const sort = parseSearchSort(params.get("sort"));
  const page = pageParam(url);
  if (!term) {
    return { term, sort, results: [], contributors: [], guide: [], page: 1, pages: 1, total: 0, capped: false };
  }
  const [found, contributors] = await Promise.all([
    magazine.search({ query: term, sort, page, pageSize: SEARCH_PAGE_SIZE }),
    page === 1 ? magazine.contributorsNamed(term) : Promise.resolve([]),
  ]);
  // A page past the last is no page, as for every list: never a count over an empty list.
  if (page > 1 && found.articles.length === 0) throw data(null, { status: 404 });
  return {
    term,
    sort,
    results: found.articles,
    contributors,
    guide: found.guide,
    page: found.page,
    pages: found.pages,
    total: found.total,
    capped: found.capped,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.term ? `Search: ${loaderData.term}` : "Search") },
    { name: "robots", content: "noindex" },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { term, sort, results, contributors, guide, page, pages, total, capped } = loaderData;
  const query = (s: string) => `?${new URLSearchParams({ search: term, sort: s }).toString()}`;
  return (
    <div className="page mag-page mag-search">
      <PageHeading label="Search" title={term ? <>Results for “{term}”</> : "Search the magazine"} />
      <Form method="get" action="/search" className="mag-search__form" role="search">
        <label htmlFor="search-page-input" className="visually-hidden">
          Search
        </label>
        <input
          id="search-page-input"
          type="search"
          name="search"
          defaultValue={term}
          required
          placeholder="Search articles, artists, places"
        />
        <input type="hidden" name="sort" value={sort} />
        <button type="submit" className="mag-button">
          Search
        </button>
      </Form>
      {term ? (
        <div className="mag-search__bar">
          <p className="mag-search__count" data-testid="result-count">
            {countOf(total, capped, "result", "results")}
          </p>
          <p className="mag-search__sort">
            Sort by{" "}
            <Link to={query("date")} aria-current={sort === "date" ? "true" : undefined}>
              newest
            </Link>{" "}
            ·{" "}
            <Link to={query("relevance")} aria-current={sort === "relevance" ? "true" : undefined}>
              relevance
            </Link>
          </p>
        </div>
      ) : null}
      {contributors.length > 0 ? (
        <section
          className="mag-search__contributors"
          aria-labelledby="contributor-results"
          data-testid="contributor-results"
        >
          <h2 id="contributor-results" className="mag-label">
            Contributors
          </h2>
          <ul>
            {contributors.map((c) => (
              <li key={c.id}>
                <Link to={c.url}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <GuideResults results={guide} />
      <SearchResults
        key={`${term}-${sort}-${page}`}
        term={term}
        sort={sort}
        results={results}
        page={page}
        pages={pages}
      />
      {term && total === 0 ? (
        <p className="mag-empty">Nothing matched “{term}”. Try fewer or different words.</p>
      ) : null}
    </div>
  );
}
