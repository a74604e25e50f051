import { groupingFor } from "../../../machines/rules/guideGroups";
import type { GuideExhibition, Paged } from "../../../workers/db/guideTypes";
import { GroupedListings } from "./GroupedListings";
import { GuideEmpty } from "./GuideEmpty";
import { GuideHeader } from "./GuideHeader";
import type { GuideBase } from "./guideData.server";
import { listingOptions } from "./listingOptions";
import { Pager } from "./Pager";

/** The must-see, art-fair and special-events pages: one list across cities, grouped, paged by 15. */
export function FixedListPage({
  kind,
  title,
  subtitle,
  base,
  list,
  path,
  emptyMessage,
}: {
  kind: "mustsee" | "artfairs" | "special";
  title: string;
  subtitle: string;
  base: GuideBase;
  list: Paged<GuideExhibition>;
  path: string;
  emptyMessage?: string;
}) {
  return (
    <div className="g-page">
      <GuideHeader title={title} subtitle={subtitle} places={base.places} />
      {list.items.length === 0 ? (
        <GuideEmpty message={emptyMessage} />
      ) : (
        <GroupedListings items={list.items} grouping={groupingFor(kind)} options={listingOptions(base, { showPlace: kind === "special" })} />
      )}
      <Pager page={list.page} pages={list.pages} total={list.total} hrefFor={(page) => (page > 1 ? `${path}?page=${page}` : path)} />
    </div>
  );
}
