import type { PickFields } from "#machines/rules/magazine/articleTypes";

/** A critics' pick's venue, address, run dates and curator. */
export function PickFacts({ pick }: { pick: PickFields }) {
  const facts: [string, string | null | undefined][] = [
    ["Venue", pick.locationOverride || pick.locationName],
    ["Address", pick.locationAddress],
    ["On view", pick.runDates],
    ["Curated by", pick.curatedBy],
  ];
  return (
    <dl className="mag-pick-facts">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="mag-pick-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
