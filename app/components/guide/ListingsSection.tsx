import type { ReactNode } from "react";
import type { GuideExhibition, GuideLocation } from "../../../workers/db/guideTypes";
import { ListingCard, type ListingOptions } from "./ListingCard";
import { VenueBlock } from "./VenueBlock";

type Entity = GuideExhibition | GuideLocation;

/** An entity with a location is an exhibition listing; otherwise a venue list item (spec 2 §2). */
function isExhibition(entity: Entity): entity is GuideExhibition {
  return "location" in entity && typeof (entity as GuideExhibition).location === "object" && "showEnd" in entity;
}

/**
 * The listings section of spec 2 §2: title, optional subtitle, a show-all
 * area, the entities and optional titled subsections.
 */
export function ListingsSection({
  id,
  title,
  subtitle,
  entities,
  options,
  showAll,
  subsections,
  headingLevel = 2,
}: {
  /** The anchor the side navigation links to. */
  id?: string;
  title: string;
  subtitle?: string;
  entities: readonly Entity[];
  options: ListingOptions;
  showAll?: ReactNode;
  subsections?: { title: string; entities: readonly Entity[] }[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="g-section" id={id}>
      <header className="g-section__header">
        <Heading className="g-section__title">{title}</Heading>
        {subtitle && <p className="g-section__subtitle">{subtitle}</p>}
        {showAll && <div className="g-section__all">{showAll}</div>}
      </header>
      <div className="g-section__items">
        {entities.map((entity) =>
          isExhibition(entity) ? (
            <ListingCard key={`x${entity.id}`} exhibition={entity} options={options} />
          ) : (
            <VenueBlock key={`v${entity.id}`} venue={entity} mode="list" baseUrl={options.baseUrl} hideLists={options.hideLists} />
          ),
        )}
      </div>
      {subsections?.map((sub) => (
        <ListingsSection key={sub.title} title={sub.title} entities={sub.entities} options={options} headingLevel={3} />
      ))}
    </section>
  );
}
