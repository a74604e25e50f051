import { useRootData } from "#app/lib/rootData";
import { groupingFor } from "#app/rules/guide/guideGroups";
import type { ShowFilter } from "#machines/rules/guide/guide";
import type { ListingExhibition, Paged } from "#machines/rules/guide/guideTypes";
import { ApiDrivenPage } from "./ApiDrivenPage";
import { GuideHeader } from "./GuideHeader";
import type { GuideBase } from "./guideBase";
import { listingOptions } from "./listingOptions";
import { type PlaceCount, PlaceFilterLinks } from "./PlaceFilter";

/** The must-see, art-fair and special-events pages: one list across cities, grouped, paged by 15, with the all/active toggle. */
export function FixedListPage({
  kind,
  title,
  subtitle,
  base,
  list,
  show,
  placeUrl,
  placeCounts,
  path,
  emptyMessage,
}: {
  kind: "mustsee" | "artfairs" | "special";
  title: string;
  subtitle: string;
  base: GuideBase;
  list: Paged<ListingExhibition>;
  show: ShowFilter;
  /** The city the list is narrowed to ("" for all) and every city's count: the header's place filter. */
  placeUrl: string;
  placeCounts: readonly PlaceCount[];
  path: string;
  emptyMessage?: string;
}) {
  const apiPath = useRootData().config.apiPath;
  const inPlace = (placeUrl: string) => (placeUrl ? `?place_url=${placeUrl}` : "");
  return (
    <div className="g-page">
      <GuideHeader
        title={title}
        subtitle={subtitle}
        places={base.places}
        mapListPath={`/guide/list/${kind}${inPlace(placeUrl)}`}
        mapPlaces={placeUrl ? undefined : placeCounts}
      >
        <PlaceFilterLinks
          places={placeCounts}
          current={placeUrl}
          hrefFor={(place) => `${path}${inPlace(place)}${show === "active" ? `${place ? "&" : "?"}show=active` : ""}`}
        />
      </GuideHeader>
      <ApiDrivenPage
        key={placeUrl}
        apiPath={`${apiPath}/guide/list/${kind}${inPlace(placeUrl)}`}
        sectionType="exhibitions"
        emptyStateMessage={emptyMessage}
        artguidePath={`${path}${inPlace(placeUrl)}`}
        sectionOptions={{
          grouping: groupingFor(kind),
          listing: listingOptions(base, { showPlace: kind === "special" }),
        }}
        allActiveToggle={show}
        first={list}
      />
    </div>
  );
}
