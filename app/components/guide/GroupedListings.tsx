import type { ReactNode } from "react";
import { type Grouping, groupListings } from "#app/rules/guide/guideGroups";
import type { ListingExhibition } from "#machines/rules/guide/guideTypes";
import { ExhibitionsSection } from "./ExhibitionsSection";
import { GuideSideNav } from "./GuideSideNav";
import type { ListingOptions } from "./ListingCard";

/** A page of exhibitions as titled sections in the list's grouping; `showAll` goes in the first section's show-all area. */
export function GroupedListings({
  items,
  grouping,
  options,
  showAll,
  sideNav = false,
}: {
  items: readonly ListingExhibition[];
  grouping: Grouping;
  options: ListingOptions;
  showAll?: ReactNode;
  /** Also list the sections in the side navigation. */
  sideNav?: boolean;
}) {
  const groups = groupListings(items, grouping);
  const idOf = (i: number) => `g-section-${i + 1}`;
  return (
    <div className="g-groups">
      {sideNav ? <GuideSideNav sections={groups.map((group, i) => ({ id: idOf(i), title: group.title }))} /> : null}
      {groups.map((group, i) => (
        <ExhibitionsSection
          key={`${group.key}-${i}`}
          id={idOf(i)}
          title={group.title}
          entities={group.items}
          options={{ ...options, eagerImage: i === 0 && options.eagerImage }}
          showAll={i === 0 ? showAll : undefined}
        />
      ))}
    </div>
  );
}
