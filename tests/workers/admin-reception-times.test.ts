import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { receptionLine } from "#machines/rules/guide/exhibitionDates";
import { addDays } from "#machines/rules/guide/guide";
import { unchangedSubmission } from "./formSubmission";
import { call, formInit, html, row, today } from "./guide-helpers";
import { readFeed } from "./parsers";

/**
 * Issue 49 point 8: a reception is stored in UTC and entered, shown back and
 * published on the venue's clock, with that date's offset; and every
 * seeded exhibition saves unchanged from its own form.
 */
const GUIDE_ADMIN = "session=seed-artguide-admin-session";
const SAVE = { name: "intent", value: "save" };
/** A page as the signed-in editor sees it: never a visitor's copy from the edge cache. */
const fresh = (path: string) => html(path, 200, { headers: { cookie: GUIDE_ADMIN } });
const editPath = (id: number) => `/artguide/admin/exhibitions/${id}`;

/** The next `monthDay` ("01-15") from today on. */
function nextDate(monthDay: string): string {
  const year = Number(today().slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= today() ? thisYear : `${year + 1}-${monthDay}`;
}

async function newYorkVenue() {
  return row<{ id: number; slug: string }>(
    "SELECT id, slug FROM venues WHERE place_url = 'new-york' ORDER BY id LIMIT 1",
  );
}

/** Creates a show at the venue with a reception on `day`, 18:00 to 20:00 as typed in the form. */
async function showWithReception(venueId: number, day: string, title: string): Promise<number> {
  const res = await call(
    "/artguide/admin/exhibitions/new",
    formInit(
      {
        title,
        artists: "Odile Penhallow",
        venue_id: String(venueId),
        show_start: day < today() ? day : today(),
        show_end: addDays(day, 30),
        opening_date: day,
        opening_from: "18:00",
        opening_until: "20:00",
        intent: "save",
      },
      GUIDE_ADMIN,
    ),
  );
  expect(res.status, await res.clone().text()).toBe(302);
  return Number(/exhibitions\/(\d+)/.exec(res.headers.get("location")!)![1]);
}

const stored = (id: number) =>
  row<{ opening_start: string; opening_end: string; slug: string }>(
    "SELECT opening_start, opening_end, slug FROM exhibitions WHERE id = ?",
    id,
  );

/** The show's card on the venue page, from its opening tag to its end. */
async function cardOn(venueSlug: string, id: number): Promise<string> {
  const page = await fresh(`/artguide/venue/${venueSlug}`);
  const card = page.slice(page.indexOf(`data-exhibition-id="${id}"`));
  return card.slice(0, card.indexOf("</article>"));
}

describe("a reception entered on the venue's clock", () => {
  it.each([
    ["in winter (EST, UTC-5)", "01-15", "23:00", "01:00"],
    ["in summer (EDT, UTC-4)", "07-15", "22:00", "00:00"],
  ])(
    "18:00–20:00 for a New York show %s is stored in UTC and shown back as 18:00–20:00, 6–8pm on the venue page",
    async (_season, monthDay, startUtc, endUtc) => {
      const venue = await newYorkVenue();
      const day = nextDate(monthDay);
      const id = await showWithReception(venue.id, day, `Tidewater Hours ${monthDay}`);
      const saved = await stored(id);
      expect(saved.opening_start).toBe(`${day}T${startUtc}:00Z`);
      expect(saved.opening_end).toBe(`${addDays(day, 1)}T${endUtc}:00Z`);

      const form = unchangedSubmission(await fresh(editPath(id)), "exhibition-form", SAVE);
      expect(form).toMatchObject({ opening_date: day, opening_from: "18:00", opening_until: "20:00" });
      const edit = await fresh(editPath(id));
      expect(edit).toMatch(/id="f-opening_from"[^>]*>(?:(?!<\/div>).)*New York time/s);

      const card = await cardOn(venue.slug, id);
      expect(card).toContain(
        `<p class="g-card__reception">${receptionLine(`${day}T18:00`, `${day}T20:00`, today())}</p>`,
      );
      expect(card).toMatch(/Opening reception [^<]*, 6–8pm</);
    },
  );

  it("is published in the openings feed at the time entered", async () => {
    const venue = await newYorkVenue();
    const id = await showWithReception(venue.id, addDays(today(), 1), "Tidewater Tomorrow");
    const { slug } = await stored(id);
    const feed = readFeed(await fresh("/artguide/feeds/openings/new-york"));
    const entry = feed.items.find((item) => item.url?.endsWith(`#${slug}`));
    expect(entry?.description).toMatch(/^Opening reception Tomorrow, [^,]+, 6–8pm$/);
  });

  it("is read on the clock of the venue posted: 18:00 in Tokyo is 09:00 UTC", async () => {
    const tokyo = await row<{ id: number }>("SELECT id FROM venues WHERE place_url = 'tokyo' ORDER BY id LIMIT 1");
    const day = addDays(today(), 3);
    const id = await showWithReception(tokyo.id, day, "Tidewater East");
    expect((await stored(id)).opening_start).toBe(`${day}T09:00:00Z`);
    expect(await fresh(editPath(id))).toContain("Tokyo time");
    // A new show names the clock of the venue it is made for, else the venue's clock in general.
    expect(await fresh(`/artguide/admin/exhibitions/new?venue=${tokyo.id}`)).toContain("Tokyo time");
    expect(await fresh("/artguide/admin/exhibitions/new")).toContain("The venue&#x27;s local time");
  });
});

describe("every seeded exhibition saves unchanged from its own form", () => {
  it("loads each edit form, posts its values as they stand, and finds the row as it was", {
    timeout: 300_000,
  }, async () => {
    const { results } = await env.DB.prepare("SELECT id FROM exhibitions ORDER BY id").all<{ id: number }>();
    expect(results.length).toBeGreaterThan(100);
    const refused: string[] = [];
    const changed: string[] = [];
    const receptionHours = new Set<string>();
    for (const { id } of results) {
      const before = await row<Record<string, unknown>>("SELECT * FROM exhibitions WHERE id = ?", id);
      const form = unchangedSubmission(await fresh(editPath(id)), "exhibition-form", SAVE);
      if (form.opening_from) receptionHours.add(form.opening_from);
      const res = await call(editPath(id), formInit(form, GUIDE_ADMIN));
      if (res.status !== 302) {
        const errors = [...(await res.text()).matchAll(/data-testid="error-([^"]+)"[^>]*>([^<]*)/g)];
        refused.push(`${id}: ${errors.map((m) => `${m[1]} ${m[2]}`).join("; ")}`);
        continue;
      }
      const after = await row<Record<string, unknown>>("SELECT * FROM exhibitions WHERE id = ?", id);
      for (const column of Object.keys(before))
        if (after[column] !== before[column])
          changed.push(`${id}.${column}: ${String(before[column])} → ${String(after[column])}`);
    }
    expect(refused).toEqual([]);
    expect(changed).toEqual([]);
    // The seed's receptions are 11:00 (fairs), 18:00 and 19:00 on each city's clock, daylight time or not.
    expect([...receptionHours].filter((time) => !["11:00", "18:00", "19:00"].includes(time))).toEqual([]);
  });
});
