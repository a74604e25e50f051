import { describe, expect, it } from "vitest";
import { menuUsername } from "./username";

describe("username in the menu", () => {
  it("is cut to 10 characters", () => {
    expect(menuUsername("constantinople")).toBe("constantin");
    expect(menuUsername("ada")).toBe("ada");
    expect(menuUsername("exactlyten")).toBe("exactlyten");
  });

  it("never splits a character made of two code units", () => {
    expect(menuUsername("🎨🎨🎨🎨🎨🎨🎨🎨🎨🎨🎨")).toBe("🎨".repeat(10));
  });
});
