import { describe, expect, it } from "vitest";
import { call, formInit, html, row } from "./guide-helpers";

/**
 * Issue 23 points 5 and 6: the server keeps every rule of the opening-hours
 * editor (daily on one side is daily on both; a row can be removed, never the
 * last), and the exhibition title is one line holding only the title.
 */
const GUIDE_ADMIN = "session=seed-artguide-admin-session";
const post = (path: string, fields: Record<string, string>) => call(path, formInit(fields, GUIDE_ADMIN));

const VENUE = {
  name: "Tidewrack Rooms",
  place_url: "new-york",
  category: "galleries",
  address: "40 Water Street",
  town: "New York",
  zip: "10004",
  phone: "+1 212 555 0177",
  latitude: "40.703",
  longitude: "-74.011",
  description: "",
  intent: "save",
};

const hoursRow = (i: number, from: string, until: string, open = "10:00", close = "18:00") => ({
  [`hours_parts[${i}][day_from]`]: from,
  [`hours_parts[${i}][day_until]`]: until,
  [`hours_parts[${i}][hour_from]`]: open,
  [`hours_parts[${i}][hour_until]`]: close,
});

async function savedVenue(res: Response) {
  expect(
    res.status,
    await res
      .clone()
      .text()
      .then((t) => t.slice(0, 200)),
  ).toBe(302);
  const id = Number(/locations\/(\d+)/.exec(res.headers.get("location")!)![1]);
  return row<{ id: number; name: string; hours: string; hours_parts: string }>("SELECT * FROM venues WHERE id = ?", id);
}

describe("the opening-hours editor's rules hold on the server", () => {
  it.each([
    ["from", "daily", "Sat"],
    ["until", "Mon", "daily"],
  ])("daily on the %s side is daily on both", async (_side, from, until) => {
    const venue = await savedVenue(
      await post("/artguide/admin/locations/new", {
        ...VENUE,
        name: `Daily ${from} ${until}`,
        ...hoursRow(0, from, until),
      }),
    );
    expect(JSON.parse(venue.hours_parts)).toEqual([
      { day_from: "daily", day_until: "daily", hour_from: "10:00", hour_until: "18:00" },
    ]);
    expect(venue.hours).toBe("Daily 10:00 AM–6:00 PM");
  });

  it("removes a row without JavaScript, saving nothing, and offers no removal of the last row", async () => {
    const rows = {
      ...hoursRow(0, "Tue", "Fri"),
      ...hoursRow(1, "Sat", "Sat", "11:00", "17:00"),
      ...hoursRow(2, "Sun", "Sun", "12:00", "16:00"),
    };
    const res = await post("/artguide/admin/locations/new", {
      ...VENUE,
      name: "Not saved either",
      ...rows,
      intent: "remove_row:1",
    });
    expect(res.status).toBe(200);
    const page = await res.text();
    // Rows 0 and 2 are left, numbered 0 and 1; the second is Sunday's.
    expect(page).toContain('name="hours_parts[1][day_from]"');
    expect(page).not.toContain('name="hours_parts[2][day_from]"');
    expect(page).toMatch(
      /name="hours_parts\[1\]\[day_from\]"[^>]*>(?:(?!<\/select>).)*<option value="Sun" selected=""/s,
    );
    expect(page.match(/data-testid="hours-remove"/g)).toHaveLength(2);
    expect((await row<{ n: number }>("SELECT COUNT(*) AS n FROM venues WHERE name = 'Not saved either'")).n).toBe(0);

    const single = await post("/artguide/admin/locations/new", {
      ...VENUE,
      ...hoursRow(0, "Tue", "Fri"),
      intent: "remove_row:0",
    });
    expect(single.status).toBe(200);
    const one = await single.text();
    expect(one).toContain('name="hours_parts[0][day_from]"');
    expect(one).not.toContain('data-testid="hours-remove"');
  });

  it("answers a removal of a row that is not there with the rows as they were", async () => {
    const res = await post("/artguide/admin/locations/new", {
      ...VENUE,
      ...hoursRow(0, "Tue", "Fri"),
      ...hoursRow(1, "Sun", "Sun"),
      intent: "remove_row:7",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('name="hours_parts[1][day_from]"');
    expect((await post("/artguide/admin/locations/new", { ...VENUE, intent: "remove_row:x" })).status).toBeLessThan(
      500,
    );
  });
});

describe("the exhibition title holds the title alone, on one line", () => {
  it("is labelled for what it holds, as one line", async () => {
    const page = await html("/artguide/admin/exhibitions/new", 200, { headers: { cookie: GUIDE_ADMIN } });
    expect(page).toMatch(/<label[^>]*for="f-title"[^>]*>Exhibition title/);
    expect(page).not.toContain("artist line");
    expect(page).toMatch(/<input[^>]*id="f-title"/);
  });

  it("strips line breaks from titles, artists and venue names the same way", async () => {
    const venue = await savedVenue(
      await post("/artguide/admin/locations/new", {
        ...VENUE,
        name: "Tidewrack\r\nAnnex",
        ...hoursRow(0, "Tue", "Sat"),
      }),
    );
    expect(venue.name).toBe("Tidewrack Annex");
    const res = await post("/artguide/admin/exhibitions/new", {
      title: "Saltmarsh\r\n<em>Hours</em>\n",
      artists: "Odile Penhallow,\r\nIves Marr",
      venue_id: String(venue.id),
      show_start: new Date().toISOString().slice(0, 10),
      show_end: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      intent: "save",
    });
    expect(res.status).toBe(302);
    const id = Number(/exhibitions\/(\d+)/.exec(res.headers.get("location")!)![1]);
    const saved = await row<{ title: string; artists: string; slug: string }>(
      "SELECT * FROM exhibitions WHERE id = ?",
      id,
    );
    expect(saved.title).toBe("Saltmarsh <em>Hours</em>");
    expect(saved.artists).toBe("Odile Penhallow, Ives Marr");
    const venuePage = await html(
      `/artguide/venue/${(await row<{ slug: string }>("SELECT slug FROM venues WHERE id = ?", venue.id)).slug}`,
    );
    const card = venuePage.slice(venuePage.indexOf(`data-exhibition-id="${id}"`));
    expect(card).toContain('<span class="g-card__show">Saltmarsh <em>Hours</em></span>');
    expect(card.slice(0, card.indexOf("</article>")).match(/Odile Penhallow/g)).toHaveLength(1);
  });
});
