/**
 * Real parsers for what feed readers, crawlers and calendar apps fetch: the
 * tests read the site's feeds, sitemaps and .ics files the way those
 * programs do, never by matching strings.
 */
import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import { expect } from "vitest";

export type Feed = ReturnType<typeof parseFeed>;

/** Fails unless the text is well-formed XML. */
function expectWellFormed(xml: string): void {
  const valid = XMLValidator.validate(xml);
  expect(valid, JSON.stringify(valid)).toBe(true);
}

/** An RSS or Atom document read by a maintained feed parser, after a strict well-formedness check. */
export function readFeed(xml: string): Feed {
  expectWellFormed(xml);
  return parseFeed(xml);
}

/** An XML document (a sitemap) as a tree: elements that may repeat are always arrays. */
export function readXml(xml: string, repeated: readonly string[]): Record<string, unknown> {
  expectWellFormed(xml);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    isArray: (name) => repeated.includes(name),
  });
  return parser.parse(xml) as Record<string, unknown>;
}

/** The text of every element of that name, however deep: for checking a feed's raw dates. */
export function elementTexts(xml: string, name: string): string[] {
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === name)
          for (const v of [value].flat()) texts.push(typeof v === "object" ? String(v["#text"]) : String(v));
        else walk(value);
      }
    }
  };
  walk(readXml(xml, []));
  return texts;
}

/** RFC 3339 date-time (Atom): full date, time with seconds, and "Z" or a numeric offset. */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** RFC 822 date-time as RSS 2.0 asks (four-digit years): "Wed, 25 Nov 2026 11:00:00 GMT". */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|UT|[+-]\d{4})$/;

export function expectRfc3339(text: string): void {
  expect(text).toMatch(RFC_3339);
  expect(Number.isNaN(Date.parse(text))).toBe(false);
}

export function expectRfc822(text: string): void {
  expect(text).toMatch(RFC_822);
  expect(Number.isNaN(Date.parse(text))).toBe(false);
}

/** An iCalendar (RFC 5545) file read by ical.js: its VEVENTs as events. */
export function readCalendar(text: string): { calendar: ICAL.Component; events: ICAL.Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
  const events = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
  for (const event of events) {
    expect(event.uid).toBeTruthy();
    expect(event.startDate).toBeTruthy();
    expect(event.endDate.compare(event.startDate)).toBeGreaterThan(0);
    expect(event.component.getFirstPropertyValue("dtstamp")).toBeTruthy();
  }
  return { calendar, events };
}
