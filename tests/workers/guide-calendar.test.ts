import { describe, expect, it } from "vitest";
import { guideTexts } from "#machines/rules/guide/guide";
import { call, createReader, formInit, html, json, row } from "./guide-helpers";
import { elementTexts, expectRfc3339, readCalendar, readFeed } from "./parsers";
import { sqlToday } from "./sqlClock";

describe("add to calendar (.ics)", () => {
  it("answers one exhibition as a calendar file to download", async () => {
    const { id, title } = await row<{ id: number; title: string }>(
      "SELECT id, title FROM exhibitions ORDER BY id LIMIT 1",
    );
    const res = await call(`/artguide/calendar/exhibition/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.ics"$/);
    const { events } = readCalendar(await res.text());
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.uid).toBe(`exhibition-${id}@artguide`);
    // An all-day run: dates without times.
    expect(event.startDate.isDate).toBe(true);
    expect(event.summary).toContain(title);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    expect((await call("/artguide/calendar/exhibition/abc")).status).toBe(400);
    expect((await call("/artguide/calendar/exhibition/999999999")).status).toBe(404);
  });
});

describe("the private myguide calendar feed", () => {
  it("is linked from myguide by an unguessable token and lists the reader's shows without a session", async () => {
    const reader = await createReader("icsfeed");
    const { id } = await row<{ id: number }>("SELECT id FROM exhibitions ORDER BY id LIMIT 1");
    await json(`/api/guide/myguide/exhibition/${id}`, 200, { method: "POST", headers: { cookie: reader.cookie } });
    const page = await html("/artguide/myguide", 200, { headers: { cookie: reader.cookie } });
    const feed = /href="https?:\/\/[^"]*(\/artguide\/calendar\/myguide\/([0-9a-f]{64}))"/.exec(page);
    expect(feed).not.toBeNull();
    // The same token on the next visit.
    expect(await html("/artguide/myguide", 200, { headers: { cookie: reader.cookie } })).toContain(feed![2]);
    const res = await call(feed![1]!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { calendar, events } = readCalendar(await res.text());
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("myguide | artguide");
    expect(events.map((e) => e.uid)).toContain(`exhibition-${id}@artguide`);
  });

  it("another reader's token shows only that reader's shows; bad and unknown tokens are refused", async () => {
    const other = await createReader("icsother");
    const page = await html("/artguide/myguide", 200, { headers: { cookie: other.cookie } });
    const path = /(\/artguide\/calendar\/myguide\/[0-9a-f]{64})/.exec(page)![1]!;
    expect(readCalendar(await (await call(path)).text()).events).toEqual([]);
    expect((await call("/artguide/calendar/myguide/not-a-token")).status).toBe(400);
    expect((await call(`/artguide/calendar/myguide/${"0".repeat(64)}`)).status).toBe(404);
  });

  it("gets a new address from the profile, with or without JavaScript; the old one then answers 404", async () => {
    const reader = await createReader("icsrenew");
    const feedOf = async () =>
      /(\/artguide\/calendar\/myguide\/[0-9a-f]{64})/.exec(
        await html("/artguide/myguide", 200, { headers: { cookie: reader.cookie } }),
      )![1]!;
    const old = await feedOf();
    expect((await call(old)).status).toBe(200);
    const profile = await call("/profile", formInit({ intent: "calendar" }, reader.cookie));
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain(guideTexts.calendarAddressRenewed);
    expect((await call(old)).status).toBe(404);
    const renewed = await feedOf();
    expect(renewed).not.toBe(old);
    expect((await call(renewed)).status).toBe(200);
    expect(await html("/profile", 200, { headers: { cookie: reader.cookie } })).toContain(
      guideTexts.calendarAddressRenew,
    );
  });
});

describe("schema.org ExhibitionEvent", () => {
  const events = (page: string) =>
    [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .filter((b) => b["@type"] === "ExhibitionEvent");

  it("describes each exhibition on its venue's page, the page its url names, with the venue as the Place", async () => {
    const venue = await row<{ slug: string; shows: number }>(
      `SELECT v.slug, count(*) AS shows FROM venues v JOIN exhibitions e ON e.venue_id = v.id
        WHERE e.show_end >= ${sqlToday()} GROUP BY v.id ORDER BY shows DESC, v.id LIMIT 1`,
    );
    const found = events(await html(`/artguide/venue/${venue.slug}`));
    expect(found.length).toBe(venue.shows);
    expect(found[0]).toMatchObject({ "@context": "https://schema.org", location: { "@type": "Place" } });
    expect(String(found[0]!.url)).toMatch(new RegExp(`/artguide/venue/${venue.slug}#[a-z0-9-]+$`));
    expect(String(found[0]!.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("leaves it off list pages, which link to those pages", async () => {
    expect(events(await html("/artguide/mustsee"))).toEqual([]);
  });
});

describe("Atom feed of a city's openings", () => {
  it("lists the coming openings of the city", async () => {
    const res = await call("/artguide/feeds/openings/new-york");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await res.text();
    const feed = readFeed(xml);
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Openings in New York | artguide");
    expect(feed.self).toBe("http://localhost:8787/artguide/feeds/openings/new-york");
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items[0]!.description).toMatch(/^Opening reception /);
    expect(feed.items.every((item) => item.url?.startsWith("http://localhost:8787/artguide/venue/"))).toBe(true);
    // Every date is RFC 3339 with seconds and an offset, as feed readers require.
    const dates = elementTexts(xml, "updated");
    expect(dates.length).toBe(feed.items.length + 1);
    for (const date of dates) expectRfc3339(date);
    expect(feed.items.every((item) => item.updated instanceof Date)).toBe(true);
  });

  it("answers 400 for a malformed city and 404 for an unknown one", async () => {
    expect((await call("/artguide/feeds/openings/New%20York")).status).toBe(400);
    expect((await call("/artguide/feeds/openings/atlantis")).status).toBe(404);
  });
});
