import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { GuideExhibition } from "#machines/rules/guide/guideTypes";
import type { PagedBody } from "#workers/api/guide/calls";
import { createReader, json, jsonInit, row, today } from "./guide-helpers";

type Exhibition = GuideExhibition;
type Paged = PagedBody<Exhibition>;

function expectExhibitionShape(x: Exhibition) {
  expect(x).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      title: expect.any(String),
      showStart: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      showEnd: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      isMustSee: expect.any(Boolean),
      path: expect.stringMatching(/^\/artguide\/venue\/[a-z0-9-]+#/),
    }),
  );
  // The spec's title is "artists\ntitle".
  if (x.artists) expect(x.title).toBe(`${x.artists}\n${x.exhibitionTitle}`);
  expect(x.location.path).toMatch(/^\/artguide\/venue\//);
  // International format with spaces replaced by hyphens.
  if (x.location.phone) expect(x.location.phone).toMatch(/^\+\d[\d-]+$/);
}

describe("GET /api/guide/exhibitions/:place_url", () => {
  it("answers the city's current shows", async () => {
    const body = await json<{ place: { place_url: string; path: string }; exhibitions: Exhibition[] }>(
      "/api/guide/exhibitions/new-york",
      200,
    );
    expect(body.place).toEqual({ place: "New York", place_url: "new-york", path: "/artguide/place/new-york" });
    expect(body.exhibitions.length).toBeGreaterThan(0);
    for (const x of body.exhibitions) {
      expectExhibitionShape(x);
      expect(x.location.place_url).toBe("new-york");
      expect(x.showEnd >= today()).toBe(true);
      expect(x.showStart <= today()).toBe(true);
    }
  });

  it("answers 404 for an unknown city and 400 for a malformed one", async () => {
    expect((await json<{ error: string }>("/api/guide/exhibitions/atlantis", 404)).error).toMatch(/atlantis/);
    const bad = await json<{ error: string }>("/api/guide/exhibitions/New%20York!", 400);
    expect(bad.error).toMatch(/place_url/);
  });
});

describe("GET /api/guide/exhibitions/geo", () => {
  it("answers shows within 0.2 degrees, nearest first", async () => {
    const body = await json<{ exhibitions: Exhibition[] }>(
      "/api/guide/exhibitions/geo?latitude=40.73&longitude=-73.99",
      200,
    );
    expect(body.exhibitions.length).toBeGreaterThan(0);
    const distances = body.exhibitions.map((x) => {
      expect(Math.abs(x.location.latitude - 40.73)).toBeLessThanOrEqual(0.2);
      expect(Math.abs(x.location.longitude + 73.99)).toBeLessThanOrEqual(0.2);
      const dLng = (x.location.longitude + 73.99) * Math.cos((40.73 * Math.PI) / 180);
      return (x.location.latitude - 40.73) ** 2 + dLng ** 2;
    });
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("refuses out-of-range and missing coordinates with a clear message", async () => {
    expect((await json<{ error: string }>("/api/guide/exhibitions/geo?latitude=91&longitude=0", 400)).error).toMatch(
      /latitude must be between -90 and 90/,
    );
    expect((await json<{ error: string }>("/api/guide/exhibitions/geo?latitude=10&longitude=-181", 400)).error).toMatch(
      /longitude must be between -180 and 180/,
    );
    expect((await json<{ error: string }>("/api/guide/exhibitions/geo?latitude=10", 400)).error).toMatch(/longitude/);
    expect((await json<{ error: string }>("/api/guide/exhibitions/geo?latitude=north&longitude=1", 400)).error).toMatch(
      /latitude must be a decimal number/,
    );
  });
});

describe("GET /api/guide/search", () => {
  it("answers exhibition and location sections for an artist's name", async () => {
    const { artists } = await row<{ artists: string }>(
      "SELECT artists FROM exhibitions WHERE artists != '' AND show_end >= ? ORDER BY id LIMIT 1",
      today(),
    );
    const surname = artists.split(/[ ,]+/)[1] ?? artists;
    const body = await json<{
      resultSections: { title: string; type: string; entities: Exhibition[] }[];
      nextPage: number | null;
      page: number;
    }>(`/api/guide/search?query=${encodeURIComponent(surname)}`, 200);
    expect(body.page).toBe(1);
    const exhibitions = body.resultSections.find((s) => s.type === "exhibition");
    expect(exhibitions?.title).toBe("exhibitions");
    expect(exhibitions?.entities.some((x) => x.artists.includes(surname))).toBe(true);
    for (const section of body.resultSections) expect(["exhibition", "location"]).toContain(section.type);
    expect(body.nextPage === null || body.nextPage === 2).toBe(true);
  });

  it("finds venues by name in a location section", async () => {
    const { name } = await row<{ name: string }>("SELECT name FROM venues ORDER BY id LIMIT 1");
    const body = await json<{ resultSections: { type: string; entities: { name: string }[] }[] }>(
      `/api/guide/search?query=${encodeURIComponent(name)}`,
      200,
    );
    const venues = body.resultSections.find((s) => s.type === "location");
    expect(venues?.entities.map((v) => v.name)).toContain(name);
  });

  it("finds venues and their shows by district, street and town, accents ignored", async () => {
    const venue = await row<{ id: number; name: string; district: string; address: string }>(
      `SELECT v.id, v.name, v.district, v.address FROM venues v
        WHERE v.district != '' AND EXISTS (SELECT 1 FROM exhibitions e WHERE e.venue_id = v.id AND e.show_end >= ?)
        ORDER BY v.id LIMIT 1`,
      today(),
    );
    type Found = { resultSections: { type: string; entities: { id: number; venue?: { id: number } }[] }[] };
    const search = (query: string) => json<Found>(`/api/guide/search?query=${encodeURIComponent(query)}`, 200);
    const venueIds = (found: Found) => found.resultSections.find((s) => s.type === "location")?.entities ?? [];
    // The district, in lower case and without its accents (Le Marais, "marais"; São Paulo, "sao").
    const district = venue.district.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    const byDistrict = await search(`${district} ${venue.name}`);
    expect(venueIds(byDistrict).map((v) => v.id)).toContain(venue.id);
    const shows = byDistrict.resultSections.find((s) => s.type === "exhibition")?.entities ?? [];
    expect(shows.length).toBeGreaterThan(0);
    // The street, by its name's words.
    const street = venue.address
      .replace(/^\d+\s*/, "")
      .split(/\s+/)
      .slice(0, 2)
      .join(" ");
    expect(venueIds(await search(`${street} ${venue.name}`)).map((v) => v.id)).toContain(venue.id);
    // A venue renamed or moved to another district is found there at once (the index follows it).
    await env.DB.prepare("UPDATE venues SET district = 'Zzyzxborough' WHERE id = ?").bind(venue.id).run();
    expect(venueIds(await search("zzyzxborough")).map((v) => v.id)).toEqual([venue.id]);
    await env.DB.prepare("UPDATE venues SET district = ? WHERE id = ?").bind(venue.district, venue.id).run();
  });

  it("answers 400 without a query or with a bad page", async () => {
    expect((await json<{ error: string }>("/api/guide/search", 400)).error).toMatch(/query is required/);
    expect((await json<{ error: string }>("/api/guide/search?query=%20%20", 400)).error).toMatch(/query is required/);
    expect((await json<{ error: string }>("/api/guide/search?query=art&page=0", 400)).error).toMatch(
      /page must be at least 1/,
    );
  });
});

describe("GET /api/guide/featuredlists", () => {
  it("answers featured lists with their venue ids", async () => {
    const body = await json<{ featuredLists: { name: string; site_url: string; location_ids: number[] }[] }>(
      "/api/guide/featuredlists",
      200,
    );
    expect(body.featuredLists.length).toBeGreaterThan(0);
    for (const list of body.featuredLists) {
      expect(list.name).toBeTruthy();
      expect(list.site_url).toMatch(/^https?:\/\//);
      expect(Array.isArray(list.location_ids)).toBe(true);
    }
  });
});

describe("GET /api/guide/list (the guide pages' api path)", () => {
  it("pages must-see shows by 15 with _embedded.items, total, pages", async () => {
    const body = await json<Paged>("/api/guide/list/mustsee", 200);
    expect(body.page).toBe(1);
    expect(body.size).toBe(15);
    expect(body.pages).toBe(Math.max(1, Math.ceil(body.total / 15)));
    expect(body._embedded.items.length).toBe(Math.min(15, body.total));
    for (const x of body._embedded.items) {
      expectExhibitionShape(x);
      expect(x.isMustSee).toBe(true);
    }
  });

  it("honours size and fetchAll", async () => {
    const small = await json<Paged>("/api/guide/list/mustsee?size=2&page=2", 200);
    expect(small._embedded.items.length).toBeLessThanOrEqual(2);
    expect(small.page).toBe(2);
    const all = await json<Paged>("/api/guide/list/mustsee?fetchAll=true", 200);
    expect(all._embedded.items.length).toBe(Math.min(all.total, 500));
  });

  it("lists a city's galleries and filters by category", async () => {
    const body = await json<Paged>("/api/guide/list/place/new-york?category=galleries", 200);
    expect(body.total).toBeGreaterThan(0);
    for (const x of body._embedded.items) {
      expect(x.category).toBe("galleries");
      expect(x.location.place_url).toBe("new-york");
    }
  });

  it("lists openings from today on, in reception order", async () => {
    const body = await json<Paged>("/api/guide/list/place/new-york?category=openings&fetchAll=true", 200);
    const days = body._embedded.items.map((x) => x.openingStartAsString.slice(0, 10));
    for (const day of days) expect(day >= today()).toBe(true);
    const starts = body._embedded.items.map((x) => x.openingStart ?? "");
    expect(starts).toEqual([...starts].sort());
  });

  it("the all/active toggle: show=active lists only shows already on view, show=all every current and upcoming one", async () => {
    const all = await json<Paged>("/api/guide/list/place/new-york?category=galleries&show=all&size=100", 200);
    const active = await json<Paged>("/api/guide/list/place/new-york?category=galleries&show=active&size=100", 200);
    const { n } = await row<{ n: number }>(
      "SELECT count(*) AS n FROM exhibitions e JOIN venues v ON v.id = e.venue_id WHERE v.place_url = 'new-york' AND e.category = 'galleries' AND e.show_end >= ? AND e.show_start <= ?",
      today(),
      today(),
    );
    expect(active.total).toBe(n);
    expect(active.total).toBeGreaterThan(0);
    expect(active.total).toBeLessThan(all.total);
    for (const x of active._embedded.items) expect(x.showStart.slice(0, 10) <= today()).toBe(true);
    expect(all._embedded.items.some((x) => x.showStart.slice(0, 10) > today())).toBe(true);
    const mustsee = await json<Paged>("/api/guide/list/mustsee?show=active&size=100", 200);
    for (const x of mustsee._embedded.items) expect(x.showStart.slice(0, 10) <= today()).toBe(true);
    expect((await json<{ error: string }>("/api/guide/list/mustsee?show=upcoming", 400)).error).toMatch(
      /show must be one of all, active/,
    );
  });

  it("answers 400 for bad input, 404 for an unknown city or a page past the end", async () => {
    expect((await json<{ error: string }>("/api/guide/list/place/new-york?category=sculpture", 400)).error).toMatch(
      /category must be one of/,
    );
    expect((await json<{ error: string }>("/api/guide/list/mustsee?size=0", 400)).error).toMatch(
      /size must be at least 1/,
    );
    expect((await json<{ error: string }>("/api/guide/list/mustsee?size=1000", 400)).error).toMatch(
      /size must be at most 100/,
    );
    expect((await json<{ error: string }>("/api/guide/list/mustsee?page=abc", 400)).error).toMatch(
      /page must be a whole number/,
    );
    expect((await json<{ error: string }>("/api/guide/list/mustsee?fetchAll=maybe", 400)).error).toMatch(/fetchAll/);
    expect((await json<{ error: string }>("/api/guide/list/everything", 400)).error).toMatch(
      /mustsee, artfairs or special/,
    );
    await json("/api/guide/list/place/atlantis", 404);
    await json("/api/guide/list/mustsee?page=9999", 404);
  });
});

describe("myguide calls", () => {
  it("answer 401 JSON when signed out", async () => {
    for (const [method, path] of [
      ["GET", "/api/guide/myguide/exhibitions"],
      ["POST", "/api/guide/myguide/exhibition/1"],
      ["DELETE", "/api/guide/myguide/exhibition/1"],
      ["DELETE", "/api/guide/myguide/exhibitions"],
    ] as const) {
      const body = await json<{ error: string }>(path, 401, { method });
      expect(body.error).toBe("Sign in to access your myguide.");
    }
  });

  it("add, list, remove and clear for a signed-in reader", async () => {
    const reader = await createReader("myguide");
    const { id: first } = await row<{ id: number }>(
      "SELECT id FROM exhibitions WHERE show_end >= ? ORDER BY id LIMIT 1",
      today(),
    );
    const { id: second } = await row<{ id: number }>(
      "SELECT id FROM exhibitions WHERE show_end >= ? ORDER BY id DESC LIMIT 1",
      today(),
    );
    const init = (method: string) => ({ method, headers: { cookie: reader.cookie } });

    expect(await json(`/api/guide/myguide/exhibition/${first}`, 200, init("POST"))).toEqual({
      ok: true,
      id: first,
      inMyguide: true,
    });
    // Adding twice keeps one entry.
    await json(`/api/guide/myguide/exhibition/${first}`, 200, init("POST"));
    await json(`/api/guide/myguide/exhibition/${second}`, 200, init("POST"));
    const listed = await json<{ ids: number[]; exhibitions: Exhibition[] }>(
      "/api/guide/myguide/exhibitions",
      200,
      init("GET"),
    );
    expect([...listed.ids].sort((a, b) => a - b)).toEqual([first, second].sort((a, b) => a - b));
    const ends = listed.exhibitions.map((x) => x.showEnd);
    expect(ends).toEqual([...ends].sort());

    expect(await json(`/api/guide/myguide/exhibition/${first}`, 200, init("DELETE"))).toEqual({
      ok: true,
      id: first,
      inMyguide: false,
    });
    expect((await json<{ ids: number[] }>("/api/guide/myguide/exhibitions", 200, init("GET"))).ids).toEqual([second]);
    expect(await json("/api/guide/myguide/exhibitions", 200, init("DELETE"))).toEqual({ ok: true, removed: 1 });
    expect((await json<{ ids: number[] }>("/api/guide/myguide/exhibitions", 200, init("GET"))).ids).toEqual([]);
  });

  it("answers 404 for an unknown exhibition and 400 for a malformed id", async () => {
    const reader = await createReader("myguidebad");
    const init = (method: string) => ({ method, headers: { cookie: reader.cookie } });
    expect((await json<{ error: string }>("/api/guide/myguide/exhibition/999999999", 404, init("POST"))).error).toMatch(
      /no exhibition/,
    );
    await json("/api/guide/myguide/exhibition/999999999", 404, init("DELETE"));
    expect((await json<{ error: string }>("/api/guide/myguide/exhibition/abc", 400, init("POST"))).error).toMatch(
      /id must be a whole number/,
    );
  });

  it("keeps one reader's myguide apart from another's", async () => {
    const a = await createReader("mga");
    const b = await createReader("mgb");
    const { id } = await row<{ id: number }>("SELECT id FROM exhibitions ORDER BY id LIMIT 1");
    await json(`/api/guide/myguide/exhibition/${id}`, 200, { method: "POST", headers: { cookie: a.cookie } });
    // b removing a's entry touches only b's (empty) list.
    await json(`/api/guide/myguide/exhibition/${id}`, 200, { method: "DELETE", headers: { cookie: b.cookie } });
    expect(
      (await json<{ ids: number[] }>("/api/guide/myguide/exhibitions", 200, { headers: { cookie: a.cookie } })).ids,
    ).toEqual([id]);
  });

  it("ignores a JSON body on toggles (ids come from the path)", async () => {
    const reader = await createReader("mgbody");
    const { id } = await row<{ id: number }>("SELECT id FROM exhibitions ORDER BY id LIMIT 1");
    await json(`/api/guide/myguide/exhibition/${id}`, 200, jsonInit("POST", { id: 1 }, reader.cookie));
  });
});

describe("myguide calls the myguide machine relies on", () => {
  it("a failed toggle answers an error status and leaves myguide as it was (the page reverts)", async () => {
    const reader = await createReader("mgfail");
    const init = (method: string) => ({ method, headers: { cookie: reader.cookie } });
    const { id } = await row<{ id: number }>("SELECT id FROM exhibitions ORDER BY id LIMIT 1");
    await json(`/api/guide/myguide/exhibition/${id}`, 200, init("POST"));
    await json("/api/guide/myguide/exhibition/0", 400, init("POST"));
    await json("/api/guide/myguide/exhibition/999999998", 404, init("POST"));
    expect((await json<{ ids: number[] }>("/api/guide/myguide/exhibitions", 200, init("GET"))).ids).toEqual([id]);
  });

  it("a signed-out toggle answers 401 with the sign-in text and writes nothing", async () => {
    const { id } = await row<{ id: number }>("SELECT id FROM exhibitions ORDER BY id LIMIT 1");
    const body = await json<{ error: string }>(`/api/guide/myguide/exhibition/${id}`, 401, { method: "POST" });
    expect(body.error).toBe("Sign in to access your myguide.");
    await json("/api/guide/myguide/exhibitions", 401, { method: "DELETE" });
  });

  it("another reader's entries are neither listed nor cleared", async () => {
    const a = await createReader("mgother-a");
    const b = await createReader("mgother-b");
    const { id } = await row<{ id: number }>("SELECT id FROM exhibitions ORDER BY id LIMIT 1");
    await json(`/api/guide/myguide/exhibition/${id}`, 200, { method: "POST", headers: { cookie: a.cookie } });
    expect(
      (await json<{ ids: number[] }>("/api/guide/myguide/exhibitions", 200, { headers: { cookie: b.cookie } })).ids,
    ).toEqual([]);
    expect(
      await json("/api/guide/myguide/exhibitions", 200, { method: "DELETE", headers: { cookie: b.cookie } }),
    ).toEqual({ ok: true, removed: 0 });
    expect(
      (await json<{ ids: number[] }>("/api/guide/myguide/exhibitions", 200, { headers: { cookie: a.cookie } })).ids,
    ).toEqual([id]);
  });

  it("filters by place_url and refuses a malformed one", async () => {
    const reader = await createReader("mgplace");
    const init = { headers: { cookie: reader.cookie } };
    const { id, place_url } = await row<{ id: number; place_url: string }>(
      "SELECT e.id, v.place_url FROM exhibitions e JOIN venues v ON v.id = e.venue_id ORDER BY e.id LIMIT 1",
    );
    await json(`/api/guide/myguide/exhibition/${id}`, 200, { method: "POST", ...init });
    const here = await json<{ exhibitions: { id: number }[] }>(
      `/api/guide/myguide/exhibitions?place_url=${place_url}`,
      200,
      init,
    );
    expect(here.exhibitions.map((x) => x.id)).toEqual([id]);
    const elsewhere = await json<{ exhibitions: unknown[] }>(
      "/api/guide/myguide/exhibitions?place_url=nowhere-at-all",
      200,
      init,
    );
    expect(elsewhere.exhibitions).toEqual([]);
    await json("/api/guide/myguide/exhibitions?place_url=Not%20A%20Slug!", 400, init);
  });
});
