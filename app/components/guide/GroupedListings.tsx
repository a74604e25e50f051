import type { ReactNode } from "react";
import { groupListings, type Grouping } from "../../../machines/rules/guideGroups";
import type { GuideExhibition } from "../../../workers/db/guideTypes";
import type { ListingOptions } from "./ListingCard";
import { ListingsSection } from "./ListingsSection";

/** A page of exhibitions as titled sections in the list's grouping; `showAll` goes in the first section's show-all area. */
export function GroupedListings({
  items,
  grouping,
  options,
  showAll,
}: {
  items: readonly GuideExhibition[];
  grouping: Grouping;
  options: ListingOptions;
  showAll?: ReactNode;
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
          showAll={i === 0 ? showAll : undefined}
        />
      ))}
    </div>
  );
}
