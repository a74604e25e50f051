import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PRIORITY_CITIES } from "#machines/rules/guide/guide";
import { call, createReader, formInit, html, json, row, today } from "./guide-helpers";

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe("/artguide", () => {
  it("lists the nine priority cities first, in the spec's order, and must-see highlights", async () => {
    const page = await html("/artguide");
    const positions = PRIORITY_CITIES.map((c) => page.indexOf(`href="/artguide/place/${c.place_url}"`));
    for (const p of positions) expect(p).toBeGreaterThan(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const { place_url } = await row<{ place_url: string }>(
      "SELECT place_url FROM places WHERE is_priority = 0 ORDER BY place LIMIT 1",
    );
    expect(page.indexOf(`href="/artguide/place/${place_url}"`)).toBeGreaterThan(positions.at(-1)!);
    expect(page).toContain("Must See");
    expect(page).toContain("<title>artguide");
  });

  it("shows an agenda of receptions today and tomorrow across cities", async () => {
    const page = await html("/artguide");
    const days = [...page.matchAll(/g-agenda__title">([^<]+)</g)].map((m) => m[1]!);
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(/^Opening (Today|Tomorrow), [A-Z][a-z]+ \d{1,2}$/);
    const cities = new Set([...page.matchAll(/g-agenda__place"><a href="([^"]+)"/g)].map((m) => m[1]));
    expect(cities.size).toBeGreaterThan(1);
  });

  it("turns the city navigation's GET into the city path (galleries when no category is chosen)", async () => {
    const res = await call("/artguide?place=london", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/artguide/place/london?category=galleries");
    const both = await call("/artguide?place=berlin&category=openings", { redirect: "manual" });
    expect(both.headers.get("location")).toBe("/artguide/place/berlin?category=openings");
  });
});

describe("/artguide/place/:place", () => {
  it("answers new-york galleries with listings grouped by district and the category navigation", async () => {
    const page = await html("/artguide/place/new-york?category=galleries");
    expect(page).toContain('<h1 class="g-title">New York</h1>');
    expect(count(page, 'class="g-card"')).toBeGreaterThan(0);
    expect(count(page, 'class="g-card"')).toBeLessThanOrEqual(15);
    for (const label of [
      "all",
      "galleries",
      "museums",
      "openings",
      "closings",
      "special events",
      "art fairs",
      "auctions",
    ]) {
      expect(page).toContain(`>${label}</`);
    }
    expect(page).toContain('id="guide-map"');
    expect(page).toContain('placeholder="search artguide"');
    const { district } = await row<{ district: string }>(
      `SELECT v.district FROM exhibitions e JOIN venues v ON v.id = e.venue_id
        WHERE e.place_url = 'new-york' AND e.category = 'galleries' AND e.show_end >= ?
        ORDER BY v.district, v.name, e.show_start, e.id LIMIT 1`,
      today(),
    );
    expect(page).toContain(`g-section__title">${district ? `${district}, New York` : "New York"}</h2>`);
  });

  it("links to the next page when there are more than 15 listings", async () => {
    const { n } = await row<{ n: number }>(
      "SELECT count(*) AS n FROM exhibitions WHERE place_url = 'new-york' AND show_end >= ?",
      today(),
    );
    const page = await html("/artguide/place/new-york?category=all");
    if (n > 15) {
      expect(page).toContain('href="/artguide/place/new-york?category=all&amp;page=2"');
      const second = await html("/artguide/place/new-york?category=all&page=2");
      expect(second).toContain('rel="prev"');
    } else {
      expect(page).not.toContain('rel="next"');
    }
  });

  it("groups openings by date with Today and Tomorrow", async () => {
    const page = await html("/artguide/place/new-york?category=openings");
    const titles = [...page.matchAll(/g-section__title">([^<]+)</g)].map((m) => m[1]!);
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t).toMatch(/^Opening (Today|Tomorrow|[A-Z][a-z]+day), [A-Z][a-z]+ \d{1,2}$/);
    expect(titles.some((t) => t.startsWith("Opening Today,") || t.startsWith("Opening Tomorrow,"))).toBe(true);
  });

  it("groups closings by date", async () => {
    const page = await html("/artguide/place/new-york?category=closings");
    const titles = [...page.matchAll(/g-section__title">([^<]+)</g)].map((m) => m[1]!);
    for (const t of titles) expect(t).toMatch(/^Closing /);
  });

  it("answers 404 for an unknown city or category and 400 for a bad page", async () => {
    await html("/artguide/place/atlantis", 404);
    await html("/artguide/place/new-york?category=sculpture", 404);
    await html("/artguide/place/new-york?page=abc", 400);
    expect(await html("/artguide/mustsee?show=upcoming", 400)).toContain("show must be one of all, active.");
    await html("/artguide/place/new-york?category=galleries&page=9999", 404);
  });
});

describe("guide list pages", () => {
  it("must see groups by place and flags every listing Must See", async () => {
    const page = await html("/artguide/mustsee");
    expect(page).toContain("<title>Must See | artguide</title>");
    expect(count(page, 'class="g-card"')).toBe(count(page, ">Must See</li>"));
  });

  it("art fairs and special events answer 200; special events group by month", async () => {
    await html("/artguide/artfairs");
    const special = await html("/artguide/special");
    const titles = [...special.matchAll(/g-section__title">([^<]+)</g)].map((m) => m[1]!);
    for (const t of titles) expect(t).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  });

  it("search shows sections titled 'artguide {title}'", async () => {
    const { artists } = await row<{ artists: string }>(
      "SELECT artists FROM exhibitions WHERE artists != '' AND show_end >= ? LIMIT 1",
      today(),
    );
    const page = await html(`/artguide/search?search=${encodeURIComponent(artists.split(/[ ,]+/)[0]!)}`);
    expect(page).toContain("artguide exhibitions");
    const none = await html("/artguide/search?search=zzzzqqqq");
    expect(none).toContain("No listings match your search.");
  });
});

describe("/artguide/myguide", () => {
  it("asks a visitor to sign in", async () => {
    const page = await html("/artguide/myguide");
    expect(page).toContain("Sign in to access your myguide.");
    expect(page).toContain('href="/artguide/login?redirectTo=%2Fartguide%2Fmyguide"');
  });

  it("lists a reader's shows grouped by end date, and +myguide works as a plain form", async () => {
    const reader = await createReader("mgpage");
    const empty = await html("/artguide/myguide", 200, { headers: { cookie: reader.cookie } });
    expect(empty).toContain("myguide is your personal list of shows to see.");
    const { id, show_end } = await row<{ id: number; show_end: string }>(
      "SELECT id, show_end FROM exhibitions WHERE show_end >= ? ORDER BY id LIMIT 1",
      today(),
    );
    const res = await call(
      "/artguide/myguide",
      formInit({ intent: "add", id: String(id), redirectTo: "/artguide/mustsee" }, reader.cookie),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/artguide/mustsee");
    const page = await html("/artguide/myguide", 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain(`data-exhibition-id="${id}"`);
    expect(page).toMatch(new RegExp(`Ends [A-Z][a-z]+ ${Number(show_end.slice(8))}, ${show_end.slice(0, 4)}`));
    expect(page).toContain("-myguide");
    const listed = await json<{ ids: number[] }>("/api/guide/myguide/exhibitions", 200, {
      headers: { cookie: reader.cookie },
    });
    expect(listed.ids).toEqual([id]);
  });

  it("clears myguide only after the confirmation step", async () => {
    const reader = await createReader("mgclear");
    const { id } = await row<{ id: number }>(
      "SELECT id FROM exhibitions WHERE show_end >= ? ORDER BY id LIMIT 1",
      today(),
    );
    await json(`/api/guide/myguide/exhibition/${id}`, 200, { method: "POST", headers: { cookie: reader.cookie } });
    const page = await html("/artguide/myguide", 200, { headers: { cookie: reader.cookie } });
    expect(page).toContain('href="/artguide/myguide?confirm=clear"');
    expect(page).not.toContain("This will remove all exhibitions from myguide.");
    const confirm = await html("/artguide/myguide?confirm=clear", 200, { headers: { cookie: reader.cookie } });
    expect(confirm).toContain("This will remove all exhibitions from myguide.");
    expect(confirm).toContain(">Cancel</a>");
    const res = await call(
      "/artguide/myguide",
      formInit({ intent: "clear", redirectTo: "/artguide/myguide" }, reader.cookie),
    );
    expect(res.status).toBe(302);
    expect(
      (await json<{ ids: number[] }>("/api/guide/myguide/exhibitions", 200, { headers: { cookie: reader.cookie } }))
        .ids,
    ).toEqual([]);
  });

  it("counts the saved shows on each place tab and on All", async () => {
    const reader = await createReader("mgtabs");
    const shows = await row<{ a: number; b: number; c: number; place_a: string; place_c: string }>(
      `SELECT a.id AS a, b.id AS b, c.id AS c, pa.place AS place_a, pc.place AS place_c
         FROM exhibitions a JOIN exhibitions b ON b.place_url = a.place_url AND b.id > a.id
         JOIN exhibitions c ON c.place_url <> a.place_url
         JOIN places pa ON pa.place_url = a.place_url JOIN places pc ON pc.place_url = c.place_url
        WHERE a.show_end >= ? AND b.show_end >= ? AND c.show_end >= ? ORDER BY a.id, b.id, c.id LIMIT 1`,
      today(),
      today(),
      today(),
    );
    for (const id of [shows.a, shows.b, shows.c])
      await json(`/api/guide/myguide/exhibition/${id}`, 200, { method: "POST", headers: { cookie: reader.cookie } });
    const page = await html("/artguide/myguide", 200, { headers: { cookie: reader.cookie } });
    const tabs = [
      ...page.matchAll(/<a[^>]*>([^<]+?)(?:<!-- -->)? (?:<!-- -->)?<span class="g-tabs__count">(\d+)<\/span><\/a>/g),
    ].map((m) => [m[1], m[2]]);
    expect(tabs).toContainEqual(["All", "3"]);
    expect(tabs).toContainEqual([shows.place_a, "2"]);
    expect(tabs).toContainEqual([shows.place_c, "1"]);
  });

  it("sends a visitor's +myguide to sign in with the spec's prompt", async () => {
    const res = await call("/artguide/myguide", formInit({ intent: "add", id: "1", redirectTo: "/artguide" }));
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/artguide\/login\?reason=myguide/);
    const signIn = await html(location);
    expect(signIn).toContain("Sign in to add this listing to your myguide.");
    // The guide's sign-in page is its own site section: no top navigation, which guide pages have.
    expect(signIn).not.toContain('data-testid="top-navigation"');
    expect(await html("/artguide/mustsee")).toContain('data-testid="top-navigation"');
  });

  it("without JavaScript, a visitor's +myguide is added once they sign in, and they go back where they were", async () => {
    const reader = await createReader("nojsadd");
    const { id } = await row<{ id: number }>(
      "SELECT id FROM exhibitions WHERE show_end >= ? ORDER BY id LIMIT 1",
      today(),
    );
    const asked = await call(
      "/artguide/myguide",
      formInit({ intent: "add", id: String(id), redirectTo: "/artguide/place/rome" }),
    );
    const location = asked.headers.get("location") ?? "";
    expect(location).toContain(`add=${id}`);
    const signIn = await html(location);
    expect(signIn).toContain(`name="myguideAdd" value="${id}"`);
    const signedIn = await call(
      "/login",
      formInit({
        _username: reader.username,
        _password: reader.password,
        redirectTo: "/artguide/place/rome",
        myguideAdd: String(id),
      }),
    );
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/artguide/place/rome");
    const entry = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM myguide_entries WHERE user_id = ? AND exhibition_id = ?",
    )
      .bind(reader.id, id)
      .first<{ n: number }>();
    expect(entry?.n).toBe(1);
  });
});

describe("/artguide/venue/:venue", () => {
  it("shows the venue block and its current exhibitions", async () => {
    const venue = await row<{ slug: string; name: string; phone: string; email: string }>(
      `SELECT v.slug, v.name, v.phone, v.email FROM venues v
        WHERE v.phone != '' AND EXISTS (SELECT 1 FROM exhibitions e WHERE e.venue_id = v.id AND e.show_end >= ? AND e.show_start <= ?)
        ORDER BY v.id LIMIT 1`,
      today(),
      today(),
    );
    const page = await html(`/artguide/venue/${venue.slug}`);
    const name = venue.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
    expect(page).toContain(`<h1 class="g-venue__name">${name}</h1>`);
    expect(page).toContain(venue.phone.trim().replace(/\s+/g, "-"));
    expect(page).toContain(`mailto:${venue.email}`);
    expect(page).toContain("Current exhibitions");
  });

  it("answers 404 for an unknown venue", async () => {
    await html("/artguide/venue/no-such-venue", 404);
  });
});
