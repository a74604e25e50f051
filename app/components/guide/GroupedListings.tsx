import { groupListings, type Grouping } from "../../../machines/rules/guideGroups";
import type { GuideExhibition } from "../../../workers/db/guideTypes";
import type { ListingOptions } from "./ListingCard";
import { ListingsSection } from "./ListingsSection";

/** A page of exhibitions as titled sections in the list's grouping. */
export function GroupedListings({
  items,
  grouping,
  options,
}: {
  items: readonly GuideExhibition[];
  grouping: Grouping;
  options: ListingOptions;
}) {
  const groups = groupListings(items, grouping, options.today);
  return (
    <div className="g-groups">
      {groups.map((group, i) => (
        <ListingsSection
          key={`${group.key}-${i}`}
          title={group.title}
          entities={group.items}
          options={{ ...options, eagerImage: i === 0 && options.eagerImage }}
        />
      ))}
    </div>
  );
}
