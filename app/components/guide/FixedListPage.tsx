import { groupingFor } from "../../../machines/rules/guideGroups";
import type { ShowFilter } from "../../../machines/rules/guide";
import type { GuideExhibition, Paged } from "../../../workers/db/guideTypes";
import { useRootData } from "../../lib/rootData";
import { ApiDrivenPage } from "./ApiDrivenPage";
import { GuideHeader } from "./GuideHeader";
import type { GuideBase } from "./guideData.server";
import { listingOptions } from "./listingOptions";

/** The must-see, art-fair and special-events pages: one list across cities, grouped, paged by 15, with the all/active toggle. */
export function FixedListPage({
  kind,
  title,
  subtitle,
  base,
  list,
  show,
  path,
  emptyMessage,
}: {
  kind: "mustsee" | "artfairs" | "special";
  title: string;
  subtitle: string;
  base: GuideBase;
  list: Paged<GuideExhibition>;
  show: ShowFilter;
  path: string;
  emptyMessage?: string;
}) {
  const apiPath = useRootData().config.apiPath;
  return (
    <div className="g-page">
      <GuideHeader title={title} subtitle={subtitle} places={base.places} />
      <ApiDrivenPage
        apiPath={`${apiPath}/guide/list/${kind}`}
        sectionType="exhibitions"
        emptyStateMessage={emptyMessage}
        artguidePath={path}
        sectionOptions={{ grouping: groupingFor(kind), listing: listingOptions(base, { showPlace: kind === "special" }) }}
        allActiveToggle={show}
        first={list}
      />
    </div>
  );
}
