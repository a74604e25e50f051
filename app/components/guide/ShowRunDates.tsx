import type { ListingExhibition } from "#machines/rules/guide/guideTypes";

/**
 * A show's run, then when it opens or closes ("opens in 4 weeks", "closing this week":
 * machines/rules/guide/showTiming.ts), as a card and a compact row write it. A show kept offline
 * before the label existed has none.
 */
export function ShowRunDates({ className, dates }: { className: string; dates: ListingExhibition["dates"] }) {
  const timing = dates.timing as ListingExhibition["dates"]["timing"] | undefined;
  return (
    <p className={className}>
      {dates.run}
      {timing?.text ? (
        <>
          {" "}
          <span className={`g-card__timing g-card__timing--${timing.kind || "on-view"}`}>{timing.text}</span>
        </>
      ) : null}
    </p>
  );
}
