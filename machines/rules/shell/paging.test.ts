import { describe, expect, it } from "vitest";
import { csvSummary, removedSummary } from "#machines/rules/admin/adminNewsletter";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import { listingsCount } from "#machines/rules/guide/guide";
import { routeLegTitle } from "#machines/rules/guide/map";
import { countLabel, countNoun, countOf } from "./paging";

describe("counts in words", () => {
  it("a capped count is a floor", () => {
    expect(countLabel(243, false)).toBe("243");
    expect(countLabel(200, true)).toBe("more than 200");
  });

  it("the noun is singular for exactly one, plural otherwise", () => {
    expect(countOf(1, false, "exhibition", "exhibitions")).toBe("1 exhibition");
    expect(countOf(0, false, "venue", "venues")).toBe("0 venues");
    expect(countOf(6, false, "exhibition", "exhibitions")).toBe("6 exhibitions");
    expect(countOf(200, true, "result", "results")).toBe("more than 200 results");
  });
});

describe("counts with their noun, one rule for the whole site", () => {
  it("singular only for exactly one", () => {
    expect(countNoun(1, "exhibition", "exhibitions")).toBe("1 exhibition");
    expect(countNoun(0, "venue", "venues")).toBe("0 venues");
    expect(countNoun(6, "exhibition", "exhibitions")).toBe("6 exhibitions");
    expect(`${countNoun(6, "exhibition", "exhibitions")} · ${countNoun(1, "venue", "venues")}`).toBe(
      "6 exhibitions · 1 venue",
    );
  });

  it("the guide's and the back office's counts follow it", () => {
    expect(listingsCount(1)).toBe("1 listing");
    expect(listingsCount(0)).toBe("0 listings");
    expect(routeLegTitle(0, 1, "Zurich", 1)).toBe("Zurich, 1 stop");
    expect(REPORT_TEXTS.invoiceCount(1)).toBe("1 invoice");
    expect(REPORT_TEXTS.chartDesc(1, "1 Dec", "7 Dec")).toMatch(/^1 registration from/);
    expect(REPORT_TEXTS.mapDesc(1, 1)).toMatch(/^1 active subscriber in 1 country;/);
    expect(REPORT_TEXTS.pastLastPage(3, 1)).toBe("There is no page 3: this list has 1 page.");
    expect(csvSummary(1, 0)).toBe("1 address accepted, 0 rows rejected.");
    expect(removedSummary(1)).toBe("1 row removed.");
  });
});
