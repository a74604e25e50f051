import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADMIN_TEXTS } from "#machines/rules/admin/admin";
import { periodLabel } from "#machines/rules/admin/adminReports";
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from "#machines/rules/admin/imageUpload";
import { wallClockAt } from "#machines/rules/calendar/wallClock";
import { ADMIN_MESSAGES, FEATURED_LIST_MESSAGES } from "#workers/services/admin/adminForms";
import { call, formInit, html, ORIGIN, row } from "./guide-helpers";

const ADMIN = "session=seed-admin-session";
const GUIDE_ADMIN = "session=seed-artguide-admin-session";
const READER = "session=seed-reader-session";

const ADMIN_ROUTES = ["/admin", "/admin/reports/user-registration-tally", "/admin/help"];
const GUIDE_ROUTES = [
  "/artguide/admin",
  "/artguide/admin/locations",
  "/artguide/admin/locations/new",
  "/artguide/admin/exhibitions",
  "/artguide/admin/exhibitions/new",
  "/artguide/admin/must-see",
  "/artguide/admin/featured-lists",
  "/artguide/admin/groups",
  "/artguide/admin/notifications",
  "/artguide/admin/members",
  "/artguide/admin/citypages",
  "/artguide/admin/citypages/berlin",
  "/artguide/admin/help",
];
const ACTIONS = [
  "/artguide/admin/locations/new",
  "/artguide/admin/exhibitions/new",
  "/artguide/admin/must-see",
  "/artguide/admin/featured-lists",
];

const get = (path: string, cookie?: string) => call(path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
const post = (path: string, fields: Record<string, string>, cookie?: string) => call(path, formInit(fields, cookie));

const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const GOOD_VENUE = {
  name: "Quillfeather Projects",
  place_url: "new-york",
  category: "galleries",
  address: "12 Orchard Street",
  town: "New York",
  zip: "10002",
  phone: "+1 212 555 0143",
  email: "info@quillfeather.example",
  url: "https://quillfeather.example",
  latitude: "40.715",
  longitude: "-73.99",
  "hours_parts[0][day_from]": "Tue",
  "hours_parts[0][day_until]": "Sat",
  "hours_parts[0][hour_from]": "10:00",
  "hours_parts[0][hour_until]": "18:00",
  "hours_parts[1][day_from]": "Sun",
  "hours_parts[1][day_until]": "Sun",
  "hours_parts[1][hour_from]": "12:00",
  "hours_parts[1][hour_until]": "17:30",
  description: '<p>Two rooms.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  intent: "save",
};

async function guideSearch(term: string): Promise<number[]> {
  const res = await call(`/api/guide/search?query=${term}`);
  const body = (await res.json()) as { resultSections: { entities: { id: number }[] }[] };
  return body.resultSections.flatMap((s) => s.entities.map((e) => e.id));
}

describe("role checks on every admin page and action", () => {
  it.each([...ADMIN_ROUTES, ...GUIDE_ROUTES])("sends a visitor from %s to sign in with a return path", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  });

  it.each([...ADMIN_ROUTES, ...GUIDE_ROUTES])("answers a reader 403 at %s", async (path) => {
    const page = await html(path, 403, { headers: { cookie: READER } });
    expect(page).toContain(ADMIN_TEXTS.forbidden);
  });

  it.each(ADMIN_ROUTES)("keeps the art-guide admin out of the admin menu at %s", async (path) => {
    await html(path, 403, { headers: { cookie: GUIDE_ADMIN } });
  });

  it.each(GUIDE_ROUTES)("lets both admin roles into %s", async (path) => {
    await html(path, 200, { headers: { cookie: GUIDE_ADMIN } });
    await html(path, 200, { headers: { cookie: ADMIN } });
  });

  it.each(ADMIN_ROUTES)("lets the admin into %s", async (path) => {
    await html(path, 200, { headers: { cookie: ADMIN } });
  });

  it.each(ACTIONS)("refuses the action at %s to a visitor and a reader, writing nothing", async (path) => {
    const before = await row<{ n: number }>("SELECT COUNT(*) AS n FROM venues");
    expect((await post(path, GOOD_VENUE)).status).toBe(302);
    expect((await post(path, GOOD_VENUE, READER)).status).toBe(403);
    expect(await row<{ n: number }>("SELECT COUNT(*) AS n FROM venues")).toEqual(before);
  });
});

describe("menus", () => {
  it("shows the admin menu with the parent of the page's category open", async () => {
    const page = await html("/admin/reports/user-registration-tally", 200, { headers: { cookie: ADMIN } });
    expect(page).toMatch(/<li class="is-open"><a[^>]*>reports<\/a>/);
    for (const label of [
      "reports",
      "artguide",
      "users",
      "newsletter",
      "help",
      "maintenance tools",
      "email marketer statistics",
    ])
      expect(page).toContain(`>${label}</a>`);
  });

  it("shows the admin menu, every entry and sub-page a working page", async () => {
    const page = await html("/admin", 200, { headers: { cookie: ADMIN } });
    const links = [...page.matchAll(/data-testid="admin-menu"[\s\S]*?<\/nav>/g)][0]![0];
    const hrefs = [...new Set([...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!))];
    // The title, 5 entries (instagram has no address configured here) and 19 sub-pages.
    expect(hrefs.length).toBe(25);
    for (const href of hrefs) {
      let answer = await get(href.replaceAll("&amp;", "&"), ADMIN);
      // An entry may lead on to its first screen (newsletter to its archive).
      if (answer.status === 302) answer = await get(new URL(answer.headers.get("location")!, ORIGIN).pathname, ADMIN);
      expect(answer.status, href).toBe(200);
      expect(await answer.text(), href).not.toMatch(/not available yet/i);
    }
  });

  it("shows the art guide admin menu, every entry a working page", async () => {
    const page = await html("/artguide/admin", 200, { headers: { cookie: GUIDE_ADMIN } });
    const links = [...page.matchAll(/data-testid="guide-admin-menu"[\s\S]*?<\/nav>/g)][0]![0];
    const hrefs = [...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    // The menu title, then the entries but logout (a form) and the outside systems (no address configured here).
    expect(hrefs.length).toBe(11);
    for (const href of hrefs) expect((await get(href, GUIDE_ADMIN)).status, href).toBe(200);
  });

  it("gives staff their menu on the public site's index, the same screens as the back office's menu", async () => {
    const index = async (cookie: string) => {
      const page = await html("/news", 200, { headers: { cookie } });
      return [...page.matchAll(/id="site-index"[\s\S]*?<\/nav>/g)][0]![0];
    };
    const admin = await index(ADMIN);
    expect(admin).toContain('menu-section__title">admin</h2>');
    for (const href of ["/admin/reports", "/admin/reports/invoices", "/artguide/admin/locations", "/admin/users"])
      expect(admin).toContain(`href="${href}"`);
    const guide = await index(GUIDE_ADMIN);
    expect(guide).toContain('menu-section__title">artguide admin</h2>');
    expect(guide).toContain('href="/artguide/admin/citypages"');
    expect(guide).not.toContain('href="/admin');
    const reader = await index(READER);
    expect(reader).not.toMatch(/href="\/(artguide\/)?admin/);
  });

  it("answers an admin path without a screen with the site's 404", async () => {
    await html("/admin/no-such-screen", 404, { headers: { cookie: ADMIN } });
    await html("/artguide/admin/no-such-screen", 404, { headers: { cookie: GUIDE_ADMIN } });
  });
});

describe("user registration tally", () => {
  it("counts registrations per day", async () => {
    const { day, n } = await row<{ day: string; n: number }>(
      "SELECT substr(created_at, 1, 10) AS day, COUNT(*) AS n FROM users GROUP BY day ORDER BY day DESC LIMIT 1",
    );
    const page = await html("/admin/reports/user-registration-tally?group=day", 200, { headers: { cookie: ADMIN } });
    expect(page).toMatch(new RegExp(`<td>${periodLabel(day, "day")}</td><td class="num">${n}</td>`));
  });
});

describe("locations", () => {
  it("creates a venue with hours, sanitised HTML, and finds it on the guide and in guide search", async () => {
    const res = await post("/artguide/admin/locations/new", GOOD_VENUE, GUIDE_ADMIN);
    expect(res.status).toBe(302);
    const id = Number(/locations\/(\d+)/.exec(res.headers.get("location")!)![1]);
    const venue = await row<{ slug: string; hours: string; description: string; phone: string }>(
      "SELECT * FROM venues WHERE id = ?",
      id,
    );
    expect(venue.hours).toBe("Tue–Sat 10:00 AM–6:00 PM; Sun 12:00 PM–5:30 PM");
    expect(venue.description).toContain("<p>Two rooms.</p>");
    expect(venue.description).not.toMatch(/script|onerror/);
    const page = await html(`/artguide/venue/${venue.slug}`);
    expect(page).toContain("Tue–Sat 10:00 AM–6:00 PM; Sun 12:00 PM–5:30 PM");
    expect(await guideSearch("quillfeather")).toContain(id);
  });

  it("edits a venue to 'by appointment only' and deletes it", async () => {
    const res = await post("/artguide/admin/locations/new", { ...GOOD_VENUE, name: "Marrowbone Hall" }, GUIDE_ADMIN);
    const path = res.headers.get("location")!.split("?")[0]!;
    expect((await post(path, { ...GOOD_VENUE, name: "Marrowbone Hall", by_appointment: "on" }, ADMIN)).status).toBe(
      302,
    );
    const edit = await html(path, 200, { headers: { cookie: ADMIN } });
    expect(edit).toContain("By appointment only");
    // The rows are kept for when the box is unticked, and served enabled: without JavaScript the box is all it takes.
    const saved = await row<{ hours: string; hours_parts: string }>(
      "SELECT hours, hours_parts FROM venues WHERE name = 'Marrowbone Hall'",
    );
    expect(saved.hours).toBe("By appointment only");
    expect(JSON.parse(saved.hours_parts)).toHaveLength(2);
    expect(edit).toMatch(/<option value="Sun" selected="">Sun<\/option>/);
    expect(edit).not.toMatch(/<select[^>]*disabled/);
    const del = await post(path, { intent: "delete" }, GUIDE_ADMIN);
    expect(del.headers.get("location")).toBe("/artguide/admin/locations?done=deleted");
    expect((await get(path, GUIDE_ADMIN)).status).toBe(404);
    expect(await guideSearch("marrowbone")).toHaveLength(0);
  });

  it("answers a field missing from the post with that field's message", async () => {
    const { town: _missing, ...withoutTown } = GOOD_VENUE;
    const res = await post("/artguide/admin/locations/new", withoutTown, GUIDE_ADMIN);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(ADMIN_MESSAGES.town);
    expect(page).not.toContain("Invalid key");
  });

  it("takes 00:00 as a closing time: midnight", async () => {
    const late = {
      ...GOOD_VENUE,
      name: "Nightjar Rooms",
      "hours_parts[0][hour_from]": "18:00",
      "hours_parts[0][hour_until]": "00:00",
    };
    expect((await post("/artguide/admin/locations/new", late, GUIDE_ADMIN)).status).toBe(302);
    const venue = await row<{ hours: string }>("SELECT hours FROM venues WHERE name = 'Nightjar Rooms'");
    expect(venue.hours).toBe("Tue–Sat 6:00 PM–12:00 AM; Sun 12:00 PM–5:30 PM");
  });

  it("adds an hours row without JavaScript, saving nothing", async () => {
    const res = await post(
      "/artguide/admin/locations/new",
      { ...GOOD_VENUE, name: "Not saved", intent: "add_row" },
      GUIDE_ADMIN,
    );
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('name="hours_parts[2][day_from]"');
    expect(page).toContain('value="Not saved"');
    expect(await env_count("Not saved")).toBe(0);
  });

  it.each([
    ["name", { name: "" }, ADMIN_MESSAGES.name],
    ["address", { address: " " }, ADMIN_MESSAGES.address],
    ["town", { town: "" }, ADMIN_MESSAGES.town],
    ["place_url", { place_url: "" }, ADMIN_MESSAGES.place],
    ["place_url", { place_url: "atlantis" }, ADMIN_MESSAGES.place],
    ["category", { category: "zoos" }, ADMIN_MESSAGES.category],
    ["phone", { phone: "12345" }, ADMIN_MESSAGES.phone],
    ["email", { email: "nope" }, ADMIN_MESSAGES.email],
    ["url", { url: "ftp://x" }, ADMIN_MESSAGES.url],
    ["latitude", { latitude: "91" }, ADMIN_MESSAGES.latitude],
    ["longitude", { longitude: "east" }, ADMIN_MESSAGES.longitude],
    // Blank is not 0, 0 (a venue off the coast of Africa).
    ["latitude", { latitude: "" }, ADMIN_MESSAGES.latitude],
    ["longitude", { longitude: " " }, ADMIN_MESSAGES.longitude],
    ["hours", { "hours_parts[0][hour_from]": "10:15" }, ADMIN_MESSAGES.hours],
    ["hours", { "hours_parts[1][day_from]": "Someday" }, ADMIN_MESSAGES.hours],
    ["hours", { "hours_parts[0][hour_until]": "09:00" }, ADMIN_MESSAGES.hoursOrder],
  ])("rejects a bad %s with its field message", async (field, change, message) => {
    const res = await post("/artguide/admin/locations/new", { ...GOOD_VENUE, ...change }, GUIDE_ADMIN);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(message.replace(/'/g, "&#x27;"));
    expect(page).toContain(field === "hours" ? 'data-testid="error-hours"' : `data-testid="error-${field}"`);
  });
});

async function env_count(name: string): Promise<number> {
  return (await row<{ n: number }>("SELECT COUNT(*) AS n FROM venues WHERE name = ?", name)).n;
}

describe("exhibitions", () => {
  async function venueId(): Promise<number> {
    return (await row<{ id: number }>("SELECT id FROM venues WHERE place_url = 'new-york' ORDER BY id LIMIT 1")).id;
  }
  const good = async () => ({
    title: "Saltmarsh Hours",
    artists: "Odile Penhallow",
    venue_id: String(await venueId()),
    show_start: inDays(-1),
    show_end: inDays(30),
    opening_date: today,
    opening_from: "18:00",
    opening_until: "20:00",
    description: "<p>Paintings.</p><iframe src=x></iframe>",
    press_release: "<p>Press.</p>",
    image_url: "https://images.example/saltmarsh.jpg",
    critics_pick_path: "",
    preview_path: "/picks/new-york",
    is_must_see: "on",
    intent: "save",
  });

  it("creates an exhibition that guide search finds, with sanitised HTML, then deletes it", async () => {
    const res = await post("/artguide/admin/exhibitions/new", await good(), GUIDE_ADMIN);
    expect(res.status).toBe(302);
    const id = Number(/exhibitions\/(\d+)/.exec(res.headers.get("location")!)![1]);
    const saved = await row<{
      description: string;
      is_must_see: number;
      opening_start: string;
      primary_image_id: number;
    }>("SELECT * FROM exhibitions WHERE id = ?", id);
    expect(saved.description).toBe("<p>Paintings.</p>");
    expect(saved.is_must_see).toBe(1);
    // Stored in UTC: 18:00 as typed is read on the New York venue's clock.
    expect(wallClockAt(saved.opening_start, "America/New_York")).toBe(`${today}T18:00`);
    expect(saved.primary_image_id).toBeGreaterThan(0);
    expect(await guideSearch("penhallow")).toContain(id);
    await post(`/artguide/admin/exhibitions/${id}`, { intent: "delete" }, ADMIN);
    expect(await guideSearch("penhallow")).not.toContain(id);
  });

  it.each([
    ["title", { title: "" }, ADMIN_MESSAGES.title],
    ["venue_id", { venue_id: "" }, ADMIN_MESSAGES.venue],
    ["venue_id", { venue_id: "999999999" }, ADMIN_MESSAGES.venue],
    ["show_start", { show_start: "soon" }, ADMIN_MESSAGES.showStart],
    ["show_end", { show_end: inDays(-30) }, ADMIN_MESSAGES.showEnd],
    ["opening_date", { opening_until: "17:00" }, ADMIN_MESSAGES.opening],
    [
      "opening_from",
      { opening_date: inDays(3), opening_from: "25:99", opening_until: "20:00" },
      ADMIN_MESSAGES.openingTime,
    ],
    [
      "opening_until",
      { opening_date: inDays(3), opening_from: "18:00", opening_until: "24:00" },
      ADMIN_MESSAGES.openingTime,
    ],
    ["critics_pick_path", { critics_pick_path: "javascript:alert(1)" }, ADMIN_MESSAGES.path],
    ["image_url", { image_url: "http://insecure.example/x.jpg" }, ADMIN_MESSAGES.image],
  ])("rejects a bad %s with its field message", async (field, change, message) => {
    const res = await post("/artguide/admin/exhibitions/new", { ...(await good()), ...change }, GUIDE_ADMIN);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(message.replace(/'/g, "&#x27;"));
    expect(page).toContain(`data-testid="error-${field}"`);
  });
});

describe("must see selection", () => {
  it("toggles an exhibition's must-see flag and refuses a bad post", async () => {
    const show = await row<{ id: number; is_must_see: number }>(
      "SELECT id, is_must_see FROM exhibitions WHERE place_url = 'new-york' AND show_start <= ?1 AND show_end >= ?1 LIMIT 1",
      today,
    );
    const res = await post(
      "/artguide/admin/must-see",
      { id: String(show.id), must_see: show.is_must_see ? "0" : "1" },
      GUIDE_ADMIN,
    );
    expect(res.status).toBe(200);
    expect(
      (await row<{ is_must_see: number }>("SELECT is_must_see FROM exhibitions WHERE id = ?", show.id)).is_must_see,
    ).toBe(show.is_must_see ? 0 : 1);
    expect((await post("/artguide/admin/must-see", { id: "x", must_see: "1" }, GUIDE_ADMIN)).status).toBe(400);
  });

  it("picks a city from its list and narrows the shows by title, artist or venue", async () => {
    const show = await row<{ id: number; artists: string; place_url: string; place: string }>(
      `SELECT e.id, e.artists, e.place_url, p.place FROM exhibitions e JOIN places p ON p.place_url = e.place_url
       WHERE e.place_url = 'berlin' AND e.show_start <= ?1 AND e.show_end >= ?1 AND e.artists <> '' LIMIT 1`,
      today,
    );
    const page = await html(`/artguide/admin/must-see?place=berlin&q=${encodeURIComponent(show.artists)}`, 200, {
      headers: { cookie: GUIDE_ADMIN },
    });
    expect(page).toContain(`<option value="berlin" selected="">${show.place}</option>`);
    expect(page).toContain(`/artguide/admin/exhibitions/${show.id}"`);
    const rows = page.match(/<tr>/g)?.length ?? 0;
    const all = await html("/artguide/admin/must-see?place=berlin", 200, { headers: { cookie: GUIDE_ADMIN } });
    expect(rows).toBeLessThan(all.match(/<tr>/g)?.length ?? 0);
    await html("/artguide/admin/must-see?place=Not%20a%20city", 400, { headers: { cookie: GUIDE_ADMIN } });
  });
});

describe("featured lists", () => {
  const PATH = "/artguide/admin/featured-lists";
  it("creates a list, adds a venue and removes it", async () => {
    expect(
      (
        await post(
          PATH,
          { intent: "create", name: "Lantern Row Galleries", site_url: "https://lantern.example" },
          GUIDE_ADMIN,
        )
      ).status,
    ).toBe(200);
    const list = await row<{ id: number }>("SELECT id FROM featured_lists WHERE name = 'Lantern Row Galleries'");
    const venue = await row<{ id: number; name: string }>("SELECT id, name FROM venues ORDER BY id LIMIT 1");
    expect(
      (await post(PATH, { intent: "add", list_id: String(list.id), venue_id: String(venue.id) }, GUIDE_ADMIN)).status,
    ).toBe(200);
    const page = await html(PATH, 200, { headers: { cookie: GUIDE_ADMIN } });
    expect(page).toContain("Lantern Row Galleries");
    expect(
      await row<{ n: number }>("SELECT COUNT(*) AS n FROM featured_list_venues WHERE list_id = ?", list.id),
    ).toEqual({ n: 1 });
    await post(PATH, { intent: "remove", list_id: String(list.id), venue_id: String(venue.id) }, ADMIN);
    expect(
      await row<{ n: number }>("SELECT COUNT(*) AS n FROM featured_list_venues WHERE list_id = ?", list.id),
    ).toEqual({ n: 0 });
  });

  it("finds venues by name for a list, leaving out those already on it", async () => {
    const list = await row<{ id: number }>("SELECT id FROM featured_lists ORDER BY id LIMIT 1");
    const venue = await row<{ id: number; name: string }>(
      "SELECT id, name FROM venues WHERE id NOT IN (SELECT venue_id FROM featured_list_venues WHERE list_id = ?) ORDER BY id LIMIT 1",
      list.id,
    );
    const part = venue.name.slice(0, 6);
    const found = await html(`${PATH}?list=${list.id}&venue=${encodeURIComponent(part)}`, 200, {
      headers: { cookie: GUIDE_ADMIN },
    });
    expect(found).toContain('data-testid="venue-matches"');
    expect(found).toContain(`aria-label="Add ${venue.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")}"`);
    // Once on the list it is no longer offered.
    await post(PATH, { intent: "add", list_id: String(list.id), venue_id: String(venue.id) }, GUIDE_ADMIN);
    const again = await html(`${PATH}?list=${list.id}&venue=${encodeURIComponent(venue.name)}`, 200, {
      headers: { cookie: GUIDE_ADMIN },
    });
    expect(again).not.toContain(`aria-label="Add ${venue.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")}"`);
    // % and _ are letters here, not wildcards.
    expect(await html(`${PATH}?list=${list.id}&venue=%25`, 200, { headers: { cookie: GUIDE_ADMIN } })).not.toContain(
      'data-testid="venue-matches"',
    );
    const empty = await html(`${PATH}?list=${list.id}&venue=`, 200, { headers: { cookie: GUIDE_ADMIN } });
    expect(empty).toContain(FEATURED_LIST_MESSAGES.venueName.replace(/'/g, "&#x27;"));
    await post(PATH, { intent: "remove", list_id: String(list.id), venue_id: String(venue.id) }, GUIDE_ADMIN);
  });

  it.each([
    ["name", { intent: "create", name: "", site_url: "https://x.example" }, FEATURED_LIST_MESSAGES.name],
    ["site_url", { intent: "create", name: "A list", site_url: "x" }, FEATURED_LIST_MESSAGES.siteUrl],
    ["venue_id", { intent: "add", list_id: "1", venue_id: "abc" }, FEATURED_LIST_MESSAGES.venue],
    ["venue_id", { intent: "add", list_id: "1", venue_id: "" }, FEATURED_LIST_MESSAGES.venue],
    ["venue_id", { intent: "add", list_id: "1", venue_id: "999999999" }, FEATURED_LIST_MESSAGES.venue],
  ])("rejects a bad %s with its message", async (_field, fields, message) => {
    const res = await post(PATH, fields, GUIDE_ADMIN);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message.replace(/'/g, "&#x27;"));
  });
});

describe("image upload", () => {
  // A real 1×1 PNG.
  const PNG = Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
    (c) => c.charCodeAt(0),
  );

  function multipart(fields: Record<string, string>, file: File | null): RequestInit {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (file) body.set("image_file", file);
    return { method: "POST", headers: { cookie: GUIDE_ADMIN }, body, redirect: "manual" };
  }

  it("stores a venue's image, serves it back with its type, and the public venue shows it", async () => {
    const name = `Upload Rooms ${Date.now()}`;
    const res = await call(
      "/artguide/admin/locations/new",
      multipart({ ...GOOD_VENUE, name }, new File([PNG], "front.png", { type: "image/png" })),
    );
    expect(res.status).toBe(302);
    const venue = await row<{ slug: string; path: string; width: number; mimetype: string }>(
      "SELECT v.slug, i.path, i.width, i.mimetype FROM venues v JOIN images i ON i.id = v.primary_image_id WHERE v.name = ?",
      name,
    );
    expect(venue.path).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(venue).toMatchObject({ width: 1, mimetype: "image/png" });
    const image = await call(venue.path);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    // A second request with its ETag: not modified.
    expect((await call(venue.path, { headers: { "if-none-match": image.headers.get("etag")! } })).status).toBe(304);
    expect(await html(`/artguide/venue/${venue.slug}`)).toContain(venue.path);
  });

  it.each([
    ["a text file", new File(["hello"], "notes.txt", { type: "text/plain" }), UPLOAD_MESSAGES.type],
    [
      "a script calling itself an image",
      new File(["<script>alert(1)</script>"], "x.png", { type: "image/png" }),
      UPLOAD_MESSAGES.unreadable,
    ],
    [
      "a file over 5 MB",
      new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], "huge.png", { type: "image/png" }),
      UPLOAD_MESSAGES.size,
    ],
  ])("refuses %s with the field's message and saves nothing", async (_what, file, message) => {
    const name = `Refused Rooms ${Math.random().toString(36).slice(2)}`;
    const res = await call("/artguide/admin/locations/new", multipart({ ...GOOD_VENUE, name }, file));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('data-testid="error-image_file"');
    expect(page).toContain(message);
    expect(await env.DB.prepare("SELECT 1 FROM venues WHERE name = ?").bind(name).first()).toBeNull();
  });

  it("gives an exhibition an uploaded image", async () => {
    const show = await row<{ id: number }>("SELECT id FROM exhibitions WHERE show_end >= ? ORDER BY id LIMIT 1", today);
    const edit = await html(`/artguide/admin/exhibitions/${show.id}`, 200, { headers: { cookie: GUIDE_ADMIN } });
    // Resubmit the form as it stands, plus the file.
    const fields = Object.fromEntries(
      [...edit.matchAll(/<(?:input|textarea)[^>]*name="([^"]+)"[^>]*?(?:value="([^"]*)")?[^>]*>/g)].map((m) => [
        m[1]!,
        m[2] ?? "",
      ]),
    );
    const current = await row<{ title: string; venue_id: number; show_start: string; show_end: string }>(
      "SELECT title, venue_id, show_start, show_end FROM exhibitions WHERE id = ?",
      show.id,
    );
    const res = await call(
      `/artguide/admin/exhibitions/${show.id}`,
      multipart(
        {
          ...fields,
          title: current.title,
          venue_id: String(current.venue_id),
          show_start: current.show_start.slice(0, 10),
          show_end: current.show_end.slice(0, 10),
          intent: "save",
        },
        new File([PNG], "show.png", { type: "image/png" }),
      ),
    );
    expect(res.status).toBe(302);
    const image = await row<{ path: string }>(
      "SELECT i.path FROM exhibitions e JOIN images i ON i.id = e.primary_image_id WHERE e.id = ?",
      show.id,
    );
    expect(image.path).toMatch(/^\/media\/uploads\/.+\.png$/);
  });

  it("serves nothing but uploaded keys", async () => {
    for (const path of [
      "/media/uploads/nope.png",
      "/media/../wrangler.toml",
      "/media/uploads/00000000-0000-0000-0000-000000000000.png",
    ]) {
      expect((await call(path)).status).toBe(404);
    }
  });
});
