import { describe, expect, it } from "vitest";
import { formatDate } from "#machines/rules/calendar/dates";
import { myguideGroups } from "./myguideGroups";

const show = (id: number, place: string, showEnd: string) => ({
  id,
  showEnd,
  // As the server writes it (machines/rules/guide/exhibitionDates.ts).
  dates: { ends: formatDate(showEnd) },
  location: { place, place_url: place.toLowerCase().replace(/ /g, "-") },
});

const items = [
  show(1, "Berlin", "2026-12-05"),
  show(2, "New York", "2026-12-01"),
  show(3, "Berlin", "2026-12-01"),
  show(4, "Berlin", "2026-12-01"),
];

describe("myguide's groups", () => {
  it("sorted by city: each city named once, its end dates as subsections in date order", () => {
    const groups = myguideGroups(items, "city");
    expect(groups.map((g) => g.title)).toEqual(["Berlin", "New York"]);
    expect(groups[0]!.subsections?.map((s) => [s.title, s.items.map((x) => x.id)])).toEqual([
      ["Ends December 1, 2026", [3, 4]],
      ["Ends December 5, 2026", [1]],
    ]);
    expect(groups[1]).toMatchObject({ subtitle: "Ends December 1, 2026", items: [{ id: 2 }] });
  });

  it("sorted by date: each end date named once, its places as subsections in place order", () => {
    const groups = myguideGroups(items, "date");
    expect(groups.map((g) => g.title)).toEqual(["Ends December 1, 2026", "Ends December 5, 2026"]);
    expect(groups[0]!.subsections?.map((s) => s.title)).toEqual(["Berlin", "New York"]);
    expect(groups[1]).toMatchObject({ subtitle: "Berlin", items: [{ id: 1 }] });
  });
});
