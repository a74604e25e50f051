import type { ReactNode } from "react";
import type { ListingExhibition } from "#machines/rules/guide/guideTypes";
import { ListingCard, type ListingOptions } from "./ListingCard";
import { ListingRow } from "./ListingRow";

/** What every listings section has: title, optional subtitle, a show-all area and its items. */
export interface SectionFrameProps {
  /** The anchor the side navigation links to. */
  id?: string;
  title: string;
  subtitle?: string;
  showAll?: ReactNode;
  headingLevel?: 2 | 3;
}

/** The frame of a listings section; ListingsSection and ExhibitionsSection fill it. */
export function SectionFrame({
  id,
  title,
  subtitle,
  showAll,
  headingLevel = 2,
  items,
  after,
}: SectionFrameProps & { items: ReactNode; after?: ReactNode }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="g-section" id={id}>
      <header className="g-section__header">
        <Heading className="g-section__title">{title}</Heading>
        {subtitle && <p className="g-section__subtitle">{subtitle}</p>}
        {showAll && <div className="g-section__all">{showAll}</div>}
      </header>
      {Array.isArray(items) && items.length === 0 ? null : <div className="g-section__items">{items}</div>}
      {after}
    </section>
  );
}

/**
 * A listings section that holds only exhibitions (the guide's paged lists):
 * the same markup as ListingsSection, without the venue blocks' code.
 */
export function ExhibitionsSection({
  entities,
  options,
  ...frame
}: SectionFrameProps & { entities: readonly ListingExhibition[]; options: ListingOptions }) {
  // Only the first card's image may load eagerly (the page's largest paint); the rest wait until near the screen.
  const rest = { ...options, eagerImage: false };
  return (
    <SectionFrame
      {...frame}
      items={entities.map((entity, i) =>
        options.layout === "list" ? (
          <ListingRow key={`x${entity.id}`} exhibition={entity} options={i === 0 ? options : rest} />
        ) : (
          <ListingCard key={`x${entity.id}`} exhibition={entity} options={i === 0 ? options : rest} />
        ),
      )}
    />
  );
}
