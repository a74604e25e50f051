import { describe, expect, it } from "vitest";
import { exhibitionDates } from "#machines/rules/guide/exhibitionDates";
import { groupingFor, groupListings } from "./guideGroups";

describe("groupings", () => {
  const today = "2026-11-22";
  const item = (
    over: Partial<{
      showStart: string;
      showEnd: string;
      openingStart: string | null;
      category: string;
      place: string;
      district: string;
    }>,
  ) => ({
    dates: exhibitionDates(
      {
        showStart: over.showStart ?? "2026-11-01",
        showEnd: over.showEnd ?? "2026-12-20",
        dateOverride: "",
        openingStart: over.openingStart ?? null,
        openingStartAsString: "",
        openingEndAsString: "",
      },
      today,
    ),
    category: over.category ?? "galleries",
    location: { place: over.place ?? "New York", location: { district: over.district ?? "Chelsea" } },
  });

  it("chooses the grouping per list", () => {
    expect(groupingFor("place", "openings")).toBe("openingDate");
    expect(groupingFor("place", "closings")).toBe("closingDate");
    expect(groupingFor("place", "galleries")).toBe("district");
    expect(groupingFor("place", "all")).toBe("category");
    expect(groupingFor("special")).toBe("month");
    expect(groupingFor("mustsee")).toBe("place");
  });

  it("groups openings by date with Today and Tomorrow", () => {
    const groups = groupListings(
      [
        item({ openingStart: "2026-11-22T18:00:00Z" }),
        item({ openingStart: "2026-11-22T19:00:00Z" }),
        item({ openingStart: "2026-11-23T18:00:00Z" }),
      ],
      "openingDate",
    );
    expect(groups.map((g) => [g.title, g.items.length])).toEqual([
      ["Opening Today, November 22", 2],
      ["Opening Tomorrow, November 23", 1],
    ]);
  });

  it("groups special exhibitions by month, current month for running shows", () => {
    const groups = groupListings([item({ showStart: "2026-09-01" }), item({ showStart: "2027-01-15" })], "month");
    expect(groups.map((g) => g.title)).toEqual(["November 2026", "January 2027"]);
  });

  it("titles a district group with its district and place", () => {
    const groups = groupListings([item({ district: "Chelsea" }), item({ district: "Chelsea" })], "district");
    expect(groups.map((g) => [g.title, g.items.length])).toEqual([["Chelsea, New York", 2]]);
  });

  it("falls back to the place when a venue has no district", () => {
    const groups = groupListings([item({ district: "" })], "district");
    expect(groups[0]?.title).toBe("New York");
  });
});
