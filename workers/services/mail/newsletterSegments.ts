import { segmentLabel } from "#machines/rules/admin/adminNewsletter";
import { citySegments, customLists, segmentSize } from "#workers/db/newsletterAdmin";

/** Every segment a dispatch can go to, with its size after unsubscribes and hard bounces. */
export interface SegmentOption {
  key: string;
  label: string;
  group: "Readers" | "Guide cities" | "Custom lists";
  size: number;
}

export async function segmentOptions(db: D1Database): Promise<SegmentOption[]> {
  const [all, subscribers, cities, lists] = await Promise.all([
    segmentSize(db, { type: "all" }),
    segmentSize(db, { type: "subscribers" }),
    citySegments(db),
    customLists(db),
  ]);
  const citySizes = await Promise.all(cities.map((c) => segmentSize(db, { type: "city", place: c.place })));
  const listSizes = await Promise.all(lists.map((l) => segmentSize(db, { type: "list", id: l.id })));
  return [
    { key: "all", label: segmentLabel({ type: "all" }), group: "Readers", size: all },
    { key: "subscribers", label: segmentLabel({ type: "subscribers" }), group: "Readers", size: subscribers },
    ...cities.map((c, i) => ({
      key: `city:${c.place}`,
      label: segmentLabel({ type: "city", place: c.place }, c.name),
      group: "Guide cities" as const,
      size: citySizes[i] ?? 0,
    })),
    ...lists.map((l, i) => ({
      key: `list:${l.id}`,
      label: segmentLabel({ type: "list", id: l.id }, l.name),
      group: "Custom lists" as const,
      size: listSizes[i] ?? 0,
    })),
  ];
}
