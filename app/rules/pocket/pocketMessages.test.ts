import { describe, expect, it } from "vitest";
import { readPocketMessage } from "./pocketMessages";

describe("readPocketMessage", () => {
  it("reads the four messages a page sends", () => {
    expect(readPocketMessage({ type: "SKIP_WAITING" })).toEqual({ type: "SKIP_WAITING" });
    expect(readPocketMessage({ type: "SIGNED_OUT" })).toEqual({ type: "SIGNED_OUT" });
    expect(readPocketMessage({ type: "REPLAY" })).toEqual({ type: "REPLAY" });
    expect(readPocketMessage({ type: "KEEP", urls: ["/artguide/venue/a"] })).toEqual({
      type: "KEEP",
      urls: ["/artguide/venue/a"],
    });
  });
  it("refuses anything else, and addresses on other sites", () => {
    expect(readPocketMessage({ type: "KEEP", urls: ["https://evil.example/x"] })).toBeNull();
    expect(readPocketMessage({ type: "KEEP", urls: ["//evil.example/x"] })).toBeNull();
    expect(readPocketMessage({ type: "WIPE" })).toBeNull();
    expect(readPocketMessage("SKIP_WAITING")).toBeNull();
  });
});
