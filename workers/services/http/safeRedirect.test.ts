import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safeRedirect";

const ORIGIN = "https://artmagazine.example";

describe("safeRedirect", () => {
  it("keeps a path of the site with its query and hash", () => {
    expect(safeRedirect("/artguide/myguide?sort=city#top", ORIGIN, "/")).toBe("/artguide/myguide?sort=city#top");
    expect(safeRedirect(`${ORIGIN}/profile`, ORIGIN, "/")).toBe("/profile");
  });

  it("refuses control characters, whitespace and backslashes, which browsers drop or read as slashes", () => {
    for (const value of [
      "/\t/evil.example",
      "/\r/evil.example",
      "/\n/evil.example",
      "/\\evil.example",
      " /a",
      "/a b",
      "/\u00a0/x",
      "/\u3000/x",
    ]) {
      expect(safeRedirect(value, ORIGIN, "/fallback"), JSON.stringify(value)).toBe("/fallback");
    }
  });

  it("refuses other origins, schemes and paths a browser would read as another host", () => {
    for (const value of [
      "//evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "http:evil.example",
      "/.//evil.example",
      "/a/..//evil.example",
      "http://artmagazine.example/",
    ]) {
      expect(safeRedirect(value, ORIGIN, "/fallback"), value).toBe("/fallback");
    }
  });

  it("keeps percent-encoded slashes as the path they are", () => {
    expect(safeRedirect("/%2F%2Fevil.example", ORIGIN, "/")).toBe("/%2F%2Fevil.example");
    expect(safeRedirect("/%09/evil.example", ORIGIN, "/")).toBe("/%09/evil.example");
  });

  it("falls back on anything but a non-empty string of reasonable length", () => {
    for (const value of [null, undefined, 42, "", "/".padEnd(2001, "a")])
      expect(safeRedirect(value, ORIGIN, "/f")).toBe("/f");
  });
});
