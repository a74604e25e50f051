import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readConfig } from "#workers/config";
import { securityHeaders } from "./securityHeaders";

/** The headers public/_headers gives every static file (its "/*" rule). */
function staticFileHeaders(): Record<string, string> {
  const lines = readFileSync(new URL("../../../public/_headers", import.meta.url), "utf8").split("\n");
  const start = lines.indexOf("/*");
  const headers: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const match = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (!match) break;
    headers[match[1]!] = match[2]!;
  }
  return headers;
}

describe("static files' security headers (public/_headers)", () => {
  it("are the Worker's own, all but the pages' Content-Security-Policy", () => {
    const { "Content-Security-Policy": _policy, ...pageHeaders } = securityHeaders(readConfig({}), { nonce: "n" });
    expect(staticFileHeaders()).toEqual(pageHeaders);
  });
});
