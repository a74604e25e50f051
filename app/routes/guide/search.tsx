import { GuideEmpty } from "#app/components/guide/GuideEmpty";
import { GuideHeader } from "#app/components/guide/GuideHeader";
import { listingOptions } from "#app/components/guide/listingOptions";
import { SearchResults } from "#app/components/guide/SearchResults";
import { useRootData } from "#app/lib/rootData";
import { stylesheet } from "#app/lib/stylesheet";
import { pageParam } from "#app/routes/guide/guideData.server";
import guideCss from "#app/styles/guide.css?url";
import { GUIDE_PAGE_SIZE, guideTexts } from "#machines/rules/guide/guide";
import { countOf } from "#machines/rules/shell/paging";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/search";

export const links: Route.LinksFunction = () => [stylesheet(guideCss)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const guide = context.get(guideContext);
  const url = new URL(request.url);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 200);
  const page = pageParam(url);
  const base = await guide.base();
  const found = await guide.search(search, page, base.today);
  const hasNext = page * GUIDE_PAGE_SIZE < Math.max(found.exhibitionTotal, found.locationTotal);
  return { base, search, page, found, nextPage: hasNext ? page + 1 : null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const term = loaderData?.search;
  return [{ title: term ? `“${term}” in the artguide | artguide` : "Search the artguide | artguide" }];
}

export default function GuideSearch({ loaderData }: Route.ComponentProps) {
  const { base, search, page, found, nextPage } = loaderData;
  const options = listingOptions(base, { showPlace: true });
  const apiPath = useRootData().config.apiPath;
  const none = search && found.exhibitions.length === 0 && found.locations.length === 0;
  return (
    <div className="g-page">
      <GuideHeader
        title={search ? `“${search}”` : "Search the artguide"}
        subtitle={
          search
            ? `${countOf(found.exhibitionTotal, found.exhibitionsCapped, "exhibition", "exhibitions")} · ${countOf(found.locationTotal, found.locationsCapped, "venue", "venues")}`
            : "Artists, shows, venues and cities"
        }
        places={base.places}
        search={search}
      />
      {none && <GuideEmpty message={guideTexts.noSearchResults} />}
      {!none && search && (
        <SearchResults
          key={`${search}|${page}`}
          apiPath={apiPath}
          search={search}
          first={{ exhibitions: found.exhibitions, locations: found.locations }}
          page={page}
          nextPage={nextPage}
          options={options}
        />
      )}
    </div>
  );
}
