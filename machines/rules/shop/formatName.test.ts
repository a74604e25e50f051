import { describe, expect, it } from "vitest";
import { formatName } from "./formatName";

describe("formatName", () => {
  it("says what the issue's purchase page called the format", () => {
    expect(formatName("product", "Print + tote bag")).toBe("Print + tote bag");
    expect(formatName("print", "Print")).toBe("Print");
  });

  it("names a line stored without a name by its format", () => {
    expect(formatName("product", "")).toBe("Print + extras");
    expect(formatName("digital", " ")).toBe("Digital");
  });
});
