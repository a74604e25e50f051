import { describe, expect, it } from "vitest";
import { atomFeed } from "./atom";

describe("atom feed", () => {
  it("writes a feed with escaped entries", () => {
    const xml = atomFeed(
      {
        id: "urn:x",
        title: "Openings in São Paulo",
        selfUrl: "https://e.com/f",
        siteUrl: "https://e.com/",
        updated: new Date("2026-11-22T00:00:00Z"),
      },
      [
        {
          id: "urn:e1",
          title: "Ana & <Bo>",
          url: "https://e.com/a?x=1&y=2",
          updated: new Date(Date.UTC(2026, 10, 22, 18, 0, 0, 250)),
          summary: "Opening Today",
        },
      ],
    );
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain("<title>Ana &amp; &lt;Bo&gt;</title>");
    expect(xml).toContain('<link href="https://e.com/a?x=1&amp;y=2"/>');
    expect(xml.match(/<entry>/g)).toHaveLength(1);
    // RFC 3339: seconds and an offset, no milliseconds.
    expect(xml).toContain("<updated>2026-11-22T18:00:00Z</updated>");
    expect(xml).toContain("<updated>2026-11-22T00:00:00Z</updated>");
  });
});
