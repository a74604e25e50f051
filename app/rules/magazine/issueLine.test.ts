import { describe, expect, it } from "vitest";
import { issueSubtitle, volumeLine } from "./issueLine";

describe("an issue's volume line and subtitle", () => {
  it("reads Vol. N, No. M", () => {
    expect(volumeLine(64, 8)).toBe("Vol. 64, No. 8");
  });

  it("drops a subtitle that only repeats the volume line, whatever its case or spacing", () => {
    expect(issueSubtitle("Vol. 64, No. 8", 64, 8)).toBeNull();
    expect(issueSubtitle("VOL 64 NO 8", 64, 8)).toBeNull();
    expect(issueSubtitle("  ", 64, 8)).toBeNull();
    expect(issueSubtitle(null, 64, 8)).toBeNull();
  });

  it("keeps a subtitle that says something else", () => {
    expect(issueSubtitle("The photography issue", 64, 8)).toBe("The photography issue");
    expect(issueSubtitle("Vol. 64, No. 9", 64, 8)).toBe("Vol. 64, No. 9");
  });
});
