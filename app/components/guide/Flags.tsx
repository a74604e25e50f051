import { flagLabels } from "#machines/rules/guide/guide";
import type { ListingExhibition } from "#machines/rules/guide/guideTypes";

/** Must See, Critics' Pick, Preview, the featured-list names and Spotlight. */
export function Flags({ exhibition, hideLists = false }: { exhibition: ListingExhibition; hideLists?: boolean }) {
  const flags: { key: string; label: string; href?: string; strong?: boolean }[] = [];
  if (exhibition.isMustSee) flags.push({ key: "must", label: flagLabels.mustSee, strong: true });
  if (exhibition.criticsPick) flags.push({ key: "pick", label: flagLabels.criticsPick, href: exhibition.criticsPick });
  if (exhibition.preview) flags.push({ key: "preview", label: flagLabels.preview, href: exhibition.preview });
  if (!hideLists) {
    for (const list of exhibition.location.featuredLists)
      flags.push({ key: `list-${list.name}`, label: list.name, href: list.site_url });
  }
  if (exhibition.isSpotlight) flags.push({ key: "spot", label: flagLabels.spotlight });
  if (flags.length === 0) return null;
  return (
    <ul className="g-flags" aria-label="Highlights">
      {flags.map((flag) => (
        <li key={flag.key} className={flag.strong ? "g-flag g-flag--accent" : "g-flag"}>
          {flag.href ? <a href={flag.href}>{flag.label}</a> : flag.label}
        </li>
      ))}
    </ul>
  );
}
