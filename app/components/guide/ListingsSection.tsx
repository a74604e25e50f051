import type { GuideLocation, ListingExhibition } from "#machines/rules/guide/guideTypes";
import { SectionFrame, type SectionFrameProps } from "./ExhibitionsSection";
import { ListingCard, type ListingOptions } from "./ListingCard";
import { VenueBlock } from "./VenueBlock";

type Entity = ListingExhibition | GuideLocation;

/** An entity with a location is an exhibition listing; otherwise a venue list item. */
function isExhibition(entity: Entity): entity is ListingExhibition {
  return "location" in entity && typeof (entity as ListingExhibition).location === "object" && "showEnd" in entity;
}

/**
 * The listings section: title, optional subtitle, a show-all
 * area, the entities and optional titled subsections.
 */
export function ListingsSection({
  entities,
  options,
  subsections,
  ...frame
}: SectionFrameProps & {
  entities: readonly Entity[];
  options: ListingOptions;
  subsections?: { title: string; entities: readonly Entity[] }[];
}) {
  // As in ExhibitionsSection: only the first card's image may load eagerly.
  const rest = { ...options, eagerImage: false };
  return (
    <SectionFrame
      {...frame}
      items={entities.map((entity, i) =>
        isExhibition(entity) ? (
          <ListingCard key={`x${entity.id}`} exhibition={entity} options={i === 0 ? options : rest} />
        ) : (
          <VenueBlock
            key={`v${entity.id}`}
            venue={entity}
            mode="list"
            baseUrl={options.baseUrl}
            hideLists={options.hideLists}
          />
        ),
      )}
      after={subsections?.map((sub) => (
        <ListingsSection key={sub.title} title={sub.title} entities={sub.entities} options={rest} headingLevel={3} />
      ))}
    />
  );
}
