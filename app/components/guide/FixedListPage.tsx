import { groupingFor } from "../../../machines/rules/guideGroups";
import type { GuideExhibition, Paged } from "../../../workers/db/guideTypes";
import { GroupedListings } from "./GroupedListings";
import { GuideEmpty } from "./GuideEmpty";
import { GuideHeader } from "./GuideHeader";
import type { GuideBase } from "./guideData.server";
import { listingOptions } from "./listingOptions";
import { InfiniteListings } from "./InfiniteListings";
import { useRootData } from "../../lib/rootData";

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
  const apiPath = useRootData().config.apiPath;
  return (
    <div className="g-page">
      <GuideHeader title={title} subtitle={subtitle} places={base.places} />
      {list.items.length === 0 ? (
        <GuideEmpty message={emptyMessage} />
      ) : (
        <InfiniteListings
          first={list}
          apiUrl={(page) => `${apiPath}/guide/list/${kind}?page=${page}&size=${list.size}`}
          hrefFor={(page) => (page > 1 ? `${path}?page=${page}` : path)}
        >
          {(items) => <GroupedListings items={items} grouping={groupingFor(kind)} options={listingOptions(base, { showPlace: kind === "special" })} />}
        </InfiniteListings>
      )}
    </div>
  );
}
