import { describe, expect, it } from "vitest";
import { countLabel, countOf } from "./paging";

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
