import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addToMyguide } from "#workers/db/myguide";
import { createReader, html, json, row, today } from "./guide-helpers";

/** Issue 23 points 8 and 11: what a listing card and myguide's groups show. */

describe("a listing card names the venue's phone and e-mail", () => {
  it("the phone in international format with hyphens, as a tel: link, and the e-mail as a mailto: link", async () => {
    const venue = await row<{ id: number; phone: string; email: string; slug: string }>(
      `SELECT v.id, v.phone, v.email, v.slug FROM venues v
        WHERE v.place_url = 'new-york' AND v.phone != '' AND v.email != ''
          AND EXISTS (SELECT 1 FROM exhibitions e WHERE e.venue_id = v.id AND e.show_end >= ? AND e.show_start <= ?)
        ORDER BY v.id LIMIT 1`,
      today(),
      today(),
    );
    // The city page's card (found through the api that pages it), not the venue's own block.
    let page = 1;
    let card = "";
    for (; page <= 40 && !card; page++) {
      const list = await json<{ _embedded: { items: { id: number; location: { id: number } }[] }; pages: number }>(
        `/api/guide/list/place/new-york?category=all&page=${page}&size=15`,
        200,
      );
      const x = list._embedded.items.find((item) => item.location.id === venue.id);
      if (x) {
        const body = await html(`/artguide/place/new-york?category=all&page=${page}`);
        const at = body.indexOf(`data-exhibition-id="${x.id}"`);
        card = body.slice(at, body.indexOf("</article>", at));
      }
      if (page >= list.pages) break;
    }
    expect(card).not.toBe("");
    // Seeded as "(212) 555-0134" or "+1 212 555 0134": shown as +1-212-555-0134.
    const digits = venue.phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
    const shown = `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
    expect(card).toContain(`<a href="tel:+1${digits}">${shown}</a>`);
    expect(card).toContain(`<a href="mailto:${venue.email}">${venue.email}</a>`);
  });

  it("its address is a link to the venue on a map (the guide's own map takes it over when mounted)", async () => {
    const page = await html("/artguide/place/new-york?category=all");
    const address = /<a class="g-address" href="([^"]+)"[^>]*data-lat="([^"]+)" data-lng="([^"]+)"/.exec(page);
    expect(address).not.toBeNull();
    const [, href, lat, lng] = address!;
    expect(href).toBe(`https://www.openstreetmap.org/directions?route=;${lat},${lng}`);
    expect(page).not.toMatch(/<span class="g-address"/);
  });
});

describe("myguide's groups", () => {
  it("sorted by city, names each city once, with its end dates under it", async () => {
    const shows = (
      await env.DB.prepare(
        `SELECT e.id, e.show_end FROM exhibitions e JOIN venues v ON v.id = e.venue_id
          WHERE v.place_url = 'berlin' AND e.show_end >= ? GROUP BY e.show_end ORDER BY e.show_end LIMIT 3`,
      )
        .bind(today())
        .all<{ id: number; show_end: string }>()
    ).results;
    expect(shows.length).toBe(3);
    const reader = await createReader("bycity");
    for (const show of shows) await addToMyguide(env.DB, reader.id, show.id, new Date().toISOString());
    const page = await html("/artguide/myguide?sort=city", 200, { headers: { cookie: reader.cookie } });
    expect(page.match(/<h2 class="g-section__title">Berlin<\/h2>/g)).toHaveLength(1);
    expect(page.match(/<h3 class="g-section__title">Ends [^<]+<\/h3>/g)).toHaveLength(3);
  });

  it("sorted by date, names each end date once, with its cities under it", async () => {
    const day = await row<{ show_end: string }>(
      `SELECT e.show_end FROM exhibitions e WHERE e.show_end >= ?
        GROUP BY e.show_end HAVING COUNT(DISTINCT e.place_url) >= 2 ORDER BY e.show_end LIMIT 1`,
      today(),
    );
    const shows = (
      await env.DB.prepare(
        "SELECT MIN(id) AS id FROM exhibitions WHERE show_end = ? GROUP BY place_url ORDER BY place_url LIMIT 2",
      )
        .bind(day.show_end)
        .all<{ id: number }>()
    ).results;
    const reader = await createReader("bydate");
    for (const show of shows) await addToMyguide(env.DB, reader.id, show.id, new Date().toISOString());
    const page = await html("/artguide/myguide?sort=date", 200, { headers: { cookie: reader.cookie } });
    expect(page.match(/<h2 class="g-section__title">Ends [^<]+<\/h2>/g)).toHaveLength(1);
    expect(page.match(/<h3 class="g-section__title">[^<]+<\/h3>/g)).toHaveLength(2);
  });
});
