import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cityClock, districtSlug, isOnViewWithin, isOpenAt, whenDays } from "#machines/rules/guide/guideFilters";
import { call, html, json, today } from "./guide-helpers";

/** Issue 52 point 14: a city page's when-and-where filters, as links in the address. */

interface Listed {
  id: number;
  showStart: string;
  showEnd: string;
  location: { id: number; location: { district: string } };
}

/** Every show the city's api lists for a query, all pages. */
async function listed(query: string): Promise<Listed[]> {
  const items: Listed[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = await call(`/api/guide/list/place/new-york?${query}&page=${page}&size=50`);
    if (res.status === 404) break;
    const body = (await res.json()) as { _embedded: { items: Listed[] }; pages: number };
    items.push(...body._embedded.items);
    if (page >= body.pages) break;
  }
  return items;
}

describe("a city page's filters", () => {
  it("link today, this weekend, this week, open now and each neighbourhood, keeping the category", async () => {
    const page = await html("/artguide/place/new-york?category=galleries");
    const filters = page.slice(
      page.indexOf('class="g-filters"'),
      page.indexOf("</nav>", page.indexOf('class="g-filters"')),
    );
    for (const when of ["today", "weekend", "week"]) {
      expect(filters).toContain(`href="/artguide/place/new-york?category=galleries&amp;when=${when}"`);
    }
    expect(filters).toContain('href="/artguide/place/new-york?category=galleries&amp;open=now"');
    const { district } = (await env.DB.prepare(
      "SELECT district FROM venues WHERE place_url = 'new-york' AND district <> '' ORDER BY district LIMIT 1",
    ).first<{ district: string }>())!;
    expect(filters).toContain(
      `href="/artguide/place/new-york?category=galleries&amp;district=${districtSlug(district)}"`,
    );
    expect(filters).toContain(">this weekend<");
  });

  it("when: only shows on view on one of those days (the week Monday to Sunday)", async () => {
    const all = await listed("category=all");
    for (const when of ["today", "weekend", "week"] as const) {
      const days = whenDays(when, today());
      const shown = await listed(`category=all&when=${when}`);
      expect(shown.map((x) => x.id).sort()).toEqual(
        all
          .filter((x) => isOnViewWithin(x, days))
          .map((x) => x.id)
          .sort(),
      );
    }
    // The page itself lists the same first show as its api.
    const [first] = await listed("category=all&when=week");
    expect(await html("/artguide/place/new-york?when=week")).toContain(`data-exhibition-id="${first!.id}"`);
  });

  it("a neighbourhood: only its venues' shows", async () => {
    const { district } = (await env.DB.prepare(
      `SELECT v.district FROM venues v JOIN exhibitions e ON e.venue_id = v.id
        WHERE v.place_url = 'new-york' AND v.district <> '' AND e.show_end >= ? GROUP BY v.district ORDER BY count(*) LIMIT 1`,
    )
      .bind(today())
      .first<{ district: string }>())!;
    const shown = await listed(`category=all&district=${districtSlug(district)}`);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((x) => x.location.location.district === district)).toBe(true);
    expect(shown.length).toBeLessThan((await listed("category=all")).length);
  });

  it("open now: only venues whose hours, on New York's clock, say they are open", async () => {
    const clock = cityClock(new Date(), "America/New_York");
    const shown = new Set((await listed("category=all&open=now")).map((x) => x.location.id));
    const { results } = await env.DB.prepare(
      `SELECT v.id, v.hours_by_appointment AS appt, v.hours_parts AS parts,
        (SELECT json_group_array(json_object('day_from', day_from, 'day_until', day_until, 'hour_from', hour_from, 'hour_until', hour_until))
           FROM venue_hours h WHERE h.venue_id = v.id) AS seeded
       FROM venues v WHERE v.place_url = 'new-york'
        AND EXISTS (SELECT 1 FROM exhibitions e WHERE e.venue_id = v.id AND e.show_end >= ?)`,
    )
      .bind(today())
      .all<{ id: number; appt: number; parts: string; seeded: string }>();
    for (const venue of results) {
      const rows = venue.parts === "[]" ? JSON.parse(venue.seeded) : JSON.parse(venue.parts);
      const open = !venue.appt && isOpenAt(rows, clock.day, clock.time);
      expect(shown.has(venue.id), `venue ${venue.id} at ${clock.day} ${clock.time}`).toBe(open);
    }
  });

  it("a bad value answers 400 naming it, on the page and on its api", async () => {
    for (const [query, named] of [
      ["when=tomorrow", "when must be one of today, weekend, week."],
      ["open=later", "open must be now."],
      ["district=atlantis", 'district: New York has no neighbourhood "atlantis".'],
      ["district=Not%20A%20Slug", "district must be"],
    ]) {
      const page = await call(`/artguide/place/new-york?${query}`);
      expect(page.status, query).toBe(400);
      expect(await page.text()).toContain(named!.replaceAll('"', "&quot;"));
      const api = await json<{ error: string }>(`/api/guide/list/place/new-york?${query}`, 400);
      expect(api.error).toContain(named);
    }
  });

  it("with nothing matching, says so", async () => {
    const { district } = (await env.DB.prepare(
      "SELECT district FROM venues WHERE place_url = 'new-york' AND district <> '' ORDER BY district LIMIT 1",
    ).first<{ district: string }>())!;
    const page = await html(
      `/artguide/place/new-york?category=auctions&district=${districtSlug(district)}&when=today&open=now`,
    );
    if (!page.includes("data-exhibition-id")) expect(page).toContain("No listings match these filters.");
  });
});
