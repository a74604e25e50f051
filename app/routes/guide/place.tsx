import { useState } from "react";
import { data } from "react-router";
import * as v from "valibot";
import { ApiDrivenPage } from "#app/components/guide/ApiDrivenPage";
import { CategoryTabs } from "#app/components/guide/CategoryTabs";
import { CityFilters } from "#app/components/guide/CityFilters";
import { GuideHeader } from "#app/components/guide/GuideHeader";
import { LayoutSwitch } from "#app/components/guide/LayoutSwitch";
import { listingOptions } from "#app/components/guide/listingOptions";
import { Html } from "#app/components/magazine/Html";
import { keepDataOffline } from "#app/lib/pocket/keepDataOffline";
import { useRootData } from "#app/lib/rootData";
import { stylesheet } from "#app/lib/stylesheet";
import { assertPage, pageParam, showParam } from "#app/routes/guide/guideData.server";
import { groupingFor } from "#app/rules/guide/guideGroups";
import guideCss from "#app/styles/guide.css?url";
import {
  CATEGORY_SLUGS,
  type CategorySlug,
  categoryLabel,
  DEFAULT_CATEGORY,
  guidePaths,
  hasAllActiveToggle,
  listingsCount,
} from "#machines/rules/guide/guide";
import { cityFilterHref, cityFilterTexts, hasCityFilters } from "#machines/rules/guide/guideFilters";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/place";

export const links: Route.LinksFunction = () => [stylesheet(guideCss)];

const CategoryParam = v.optional(v.picklist(CATEGORY_SLUGS), DEFAULT_CATEGORY);

/** Offline, stepping back to this page keeps its data (app/lib/pocket/keepDataOffline.ts). */
export const shouldRevalidate = keepDataOffline;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const guide = context.get(guideContext);
  const url = new URL(request.url);
  const parsed = v.safeParse(CategoryParam, url.searchParams.get("category") || undefined);
  if (!parsed.success) throw data(`There is no category "${url.searchParams.get("category")}".`, { status: 404 });
  const category: CategorySlug = parsed.output;
  const page = pageParam(url);
  // Openings and closings have no all/active toggle: their lists are dated already.
  const show = hasAllActiveToggle(category) ? showParam(url) : null;
  const base = await guide.base();
  const place = await guide.place(params.place, base.today);
  if (!place) throw data(`There is no guide city "${params.place}".`, { status: 404 });
  const chosen = await guide.cityFilters(place, url.searchParams, base.today);
  if ("problem" in chosen) throw data(chosen.problem, { status: 400 });
  const view = guide.cityLayout(request, url);
  if ("problem" in view) throw data(view.problem, { status: 400 });
  const { filters, districts, listFilters } = chosen;
  const list = await guide.placeListings(
    place.place_url,
    { category, activeOnly: show === "active", page, filters: listFilters },
    base.today,
  );
  if (list.total > 0) assertPage(page, list.pages);
  // Following a view link remembers it: that answer sets the cookie (and so is never kept at the edge).
  const headers = view.setCookie ? { "Set-Cookie": view.setCookie } : undefined;
  return data(
    {
      base,
      place,
      category,
      list,
      show,
      explicitCategory: url.searchParams.has("category"),
      filters,
      districts,
      layout: view.layout,
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [{ title: "City not found | artguide" }];
  const what =
    data.category === "all" ? "Exhibitions" : categoryLabel(data.category).replace(/^./, (c) => c.toUpperCase());
  return [
    { title: `${what} in ${data.place.place} | artguide` },
    {
      name: "description",
      content: `${what} on view in ${data.place.place}: current and upcoming shows, openings and closings, with venues, hours and addresses.`,
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `Openings in ${data.place.place}`,
      href: `/artguide/feeds/openings/${data.place.place_url}`,
    },
  ];
}

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  const { base, place, category, list, show, explicitCategory, filters, districts, layout } = loaderData;
  // The count follows the list shown: the all/active toggle reloads it in place.
  const [total, setTotal] = useState<number | null>(list.total);
  const [counted, setCounted] = useState(list);
  if (counted !== list) {
    setCounted(list);
    setTotal(list.total);
  }
  const apiPath = useRootData().config.apiPath;
  const cityPath = `/artguide/place/${place.place_url}`;
  // The filters' query, kept by the category links, the page links and the api's next pages.
  const filterQuery = cityFilterHref("", "", filters).replace(/^\?/, "");
  const categoryQuery = category !== "all" || explicitCategory ? `category=${category}` : "";
  const pageQuery = [categoryQuery, filterQuery].filter(Boolean).join("&");
  const path = pageQuery ? `${cityPath}?${pageQuery}` : cityPath;
  const filtered = hasCityFilters(filters);
  return (
    <div className="g-page">
      <GuideHeader
        title={place.place}
        subtitle={
          <>
            {category === "all" ? "All listings" : categoryLabel(category)} · {listingsCount(total)}
          </>
        }
        places={base.places}
        currentPlace={place.place_url}
        currentCategory={explicitCategory ? category : ""}
        mapPlace={place.place_url}
        mapListedOnPage={list.items}
        mapSubtitle={explicitCategory && category !== "all" ? categoryLabel(category) : undefined}
        aside={place.intro ? <Html as="div" className="g-city-intro" html={place.intro} /> : undefined}
      >
        <CategoryTabs placeUrl={place.place_url} current={category} keep={filterQuery} />
        <div className="g-filters-bar">
          <CityFilters path={cityPath} search={pageQuery} filters={filters} districts={districts} />
        </div>
        <LayoutSwitch path={cityPath} search={pageQuery} current={layout} />
      </GuideHeader>
      <ApiDrivenPage
        key={`${place.place_url}|${category}|${list.page}|${show}|${filterQuery}|${layout}`}
        apiPath={`${apiPath}/guide/list/place/${place.place_url}?category=${category}${filterQuery ? `&${filterQuery}` : ""}`}
        sectionType="exhibitions"
        emptyStateMessage={filtered ? cityFilterTexts.noneMatch : undefined}
        artguidePath={path}
        sectionOptions={{ grouping: groupingFor("place", category), listing: listingOptions(base, { layout }) }}
        showAllLink={
          category === "all"
            ? undefined
            : { href: guidePaths.place(place.place_url, "all"), label: `all listings in ${place.place}` }
        }
        allActiveToggle={show ?? undefined}
        first={list}
        onTotal={setTotal}
      />
      <p className="g-backlink">
        <a href={guidePaths.home}>All cities</a>
      </p>
    </div>
  );
}
