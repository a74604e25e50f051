import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { BYTE_COUNTER, NO_BYTE_COUNTER, REACT_SERVER_BUILD, withoutByteCount } from "./reactServerWithoutByteCount";

// The React build the Worker renders with, as installed.
const path = join(
  dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
  "cjs/react-dom-server.bun.production.js",
);
const installed = readFileSync(path, "utf8");

describe("React's server build without its byte count", () => {
  it("applies to the installed React: the counter is gone and the count is skipped", () => {
    expect(REACT_SERVER_BUILD.test(path)).toBe(true);
    const built = withoutByteCount(installed);
    expect(built).not.toContain(BYTE_COUNTER);
    expect(built).toContain(NO_BYTE_COUNTER);
    expect(built).not.toMatch(/Buffer\.byteLength/);
    // Everything else is React's own code.
    expect(built.length).toBe(installed.length - BYTE_COUNTER.length + NO_BYTE_COUNTER.length);
  });

  it("stops the build when a React upgrade changed the counter", () => {
    expect(() =>
      withoutByteCount(installed.replace(BYTE_COUNTER, "function byteLengthOfChunk(c) { return c.length; }")),
    ).toThrow(/no longer counts bytes/);
  });
});
