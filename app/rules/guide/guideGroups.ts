import type { ExhibitionDates } from "#machines/rules/guide/exhibitionDates";
import type { CategorySlug } from "#machines/rules/guide/guide";

/**
 * Groupings of the guide's API-driven page: by place, by date for
 * openings or closings, special exhibitions by month, by category, and the
 * default by district plus place ("Chelsea, New York"). Lists arrive ordered for their
 * grouping (workers/db/exhibitions.ts); grouping keeps runs of equal keys, so
 * a page appended by infinite scroll continues the last group.
 */
export type Grouping = "place" | "openingDate" | "closingDate" | "month" | "category" | "district";

export type GuideListKind = "place" | "mustsee" | "artfairs" | "special" | "venue";

export function groupingFor(kind: GuideListKind, category: CategorySlug = "all"): Grouping {
  switch (kind) {
    case "mustsee":
    case "artfairs":
      return "place";
    case "special":
      return "month";
    case "venue":
      return "category";
    case "place":
      if (category === "all") return "category";
      if (category === "openings") return "openingDate";
      if (category === "closings") return "closingDate";
      if (category === "special-events" || category === "art-fairs") return "month";
      return "district";
  }
}

/** The fields grouping reads: date groups and their titles are written by the server for its day. */
export interface Groupable {
  dates: Pick<ExhibitionDates, "opening" | "closing" | "month">;
  category: string;
  location: { place: string; location: { district: string } };
}

export interface Group<T> {
  key: string;
  title: string;
  items: T[];
}

const CATEGORY_TITLES: Record<string, string> = {
  galleries: "Galleries",
  museums: "Museums",
  "special-events": "Special Events",
  "art-fairs": "Art Fairs",
  auctions: "Auctions",
};

function keyAndTitle(item: Groupable, grouping: Grouping): [string, string] {
  switch (grouping) {
    case "place":
      return [item.location.place, item.location.place];
    case "openingDate":
      return [item.dates.opening.key, item.dates.opening.title];
    case "closingDate":
      return [item.dates.closing.key, item.dates.closing.title];
    case "month":
      return [item.dates.month.key, item.dates.month.title];
    case "category":
      return [item.category, CATEGORY_TITLES[item.category] ?? item.category];
    case "district": {
      const { place } = item.location;
      const { district } = item.location.location;
      return district ? [`${district}|${place}`, `${district}, ${place}`] : [place, place];
    }
  }
}

export function groupListings<T extends Groupable>(items: readonly T[], grouping: Grouping): Group<T>[] {
  const groups: Group<T>[] = [];
  for (const item of items) {
    const [key, title] = keyAndTitle(item, grouping);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, title, items: [item] });
  }
  return groups;
}
