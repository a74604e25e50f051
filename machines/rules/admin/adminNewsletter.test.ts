import { describe, expect, it } from "vitest";
import { absoluteUrl, escapeHtml, renderNewsletter } from "#machines/rules/newsletter/newsletterMail";
import {
  csvMalformed,
  csvSummary,
  emailLines,
  KIND_TEXTS,
  lastTwelveMonths,
  monthLabel,
  NEWSLETTER_KINDS,
  NEWSLETTER_TEXTS,
  normaliseEmail,
  parseSegmentKey,
  percentOf,
  removedSummary,
  segmentKey,
  segmentLabel,
} from "./adminNewsletter";

describe("admin newsletter texts and helpers", () => {
  it("names the menu's five template kinds", () => {
    expect(NEWSLETTER_KINDS).toEqual(["print", "shows", "video", "stationary", "artguide"]);
    expect(Object.keys(KIND_TEXTS)).toEqual([...NEWSLETTER_KINDS]);
    expect(NEWSLETTER_TEXTS.statsTitle).toBe("email marketer statistics");
    expect(NEWSLETTER_TEXTS.testSent).toBe("A test was queued to your address.");
  });

  it("reads segment keys and refuses anything else", () => {
    expect(parseSegmentKey("all")).toEqual({ type: "all" });
    expect(parseSegmentKey("subscribers")).toEqual({ type: "subscribers" });
    expect(parseSegmentKey("city:new-york")).toEqual({ type: "city", place: "new-york" });
    expect(parseSegmentKey("list:12")).toEqual({ type: "list", id: 12 });
    for (const bad of ["", "everyone", "city:", "city:New York", "list:0", "list:abc", "list:1234567890", "all "])
      expect(parseSegmentKey(bad)).toBeNull();
    expect(segmentKey({ type: "city", place: "berlin" })).toBe("city:berlin");
    expect(segmentLabel({ type: "list", id: 3 }, "Partners")).toBe("List: Partners");
  });

  it("normalises addresses for duplicates", () => {
    expect(normaliseEmail("  Ana@Example.ORG ")).toBe("ana@example.org");
    expect(emailLines(" A@x.org\n\nb@y.org \r\n")).toEqual(["a@x.org", "b@y.org"]);
  });

  it("formats counts, months and summaries", () => {
    expect(percentOf(1, 3)).toBe("33 %");
    expect(percentOf(0, 0)).toBe("0 %");
    expect(monthLabel("2026-03")).toBe("Mar 2026");
    expect(lastTwelveMonths("2026-02-10")).toEqual([
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(csvSummary(1, 2)).toBe("1 address accepted, 2 rows rejected.");
    expect(csvMalformed(4)).toBe("Line 4: a quoted field is not closed. Nothing was imported.");
    expect(removedSummary(1)).toBe("1 row removed.");
  });
});

describe("newsletter mail", () => {
  const frame = {
    baseUrl: "https://site.example",
    preheader: "Pre <b>",
    unsubscribeUrl: "https://site.example/u?t=1&x=2",
  };

  it("escapes every text and makes links absolute", () => {
    const { html, text } = renderNewsletter(
      {
        kind: "shows",
        heading: "Openings <script>alert(1)</script>",
        intro: "Two & more",
        url: "/artguide/place/berlin",
        items: [{ title: 'A "show"', url: "javascript:alert(1)", note: "<img onerror=x>" }],
      },
      frame,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img onerror");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("Openings &lt;script&gt;");
    expect(html).toContain('href="https://site.example/u?t=1&amp;x=2"');
    expect(html).toContain("https://site.example/artguide/place/berlin");
    expect(text).toContain("Unsubscribe: https://site.example/u?t=1&x=2");
  });

  it("writes a stationary letter as paragraphs", () => {
    const { html } = renderNewsletter(
      { kind: "stationary", heading: "Letter", letter: "Dear reader,\n\nHello\nthere" },
      frame,
    );
    expect(html).toContain("Hello<br>there");
    expect(escapeHtml(`<'">&`)).toBe("&lt;&#39;&quot;&gt;&amp;");
    expect(absoluteUrl("https://a.example", "//evil.example")).toBe("https://a.example/");
  });
});
