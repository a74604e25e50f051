import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { GUIDE_ADMIN_MESSAGES, GUIDE_ADMIN_TEXTS } from "#machines/rules/admin/adminGuide";
import worker from "#workers/app";
import { call, formInit, html, ORIGIN, row } from "./guide-helpers";
import { sqlToday } from "./sqlClock";

const ADMIN = "session=seed-admin-session";
const GUIDE_ADMIN = "session=seed-artguide-admin-session";
const READER = "session=seed-reader-session";

/** The screens of this area, each open to both admin roles. */
const SCREENS = [
  "/artguide/admin/groups",
  "/artguide/admin/notifications",
  "/artguide/admin/members",
  "/artguide/admin/citypages",
  "/artguide/admin/citypages/new-york",
  "/artguide/admin/help",
];

/** A public page as the signed-in editor sees it: never from the edge cache, which keeps a visitor's copy for a minute. */
const fresh = (path: string) => html(path, 200, { headers: { cookie: GUIDE_ADMIN } });

const get = (path: string, cookie?: string) => call(path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
const post = (path: string, fields: Record<string, string>, cookie?: string) => call(path, formInit(fields, cookie));

async function count(sql: string, ...binds: unknown[]): Promise<number> {
  return (await row<{ n: number }>(sql, ...binds)).n;
}

async function fetchWith(vars: Record<string, string>, path: string, cookie: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { cookie } }) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ...vars } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("role checks", () => {
  it.each(SCREENS)(
    "sends a visitor from %s to sign in, answers a reader 403, lets both admin roles in",
    async (path) => {
      const visitor = await get(path);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      expect((await get(path, READER)).status).toBe(403);
      await html(path, 200, { headers: { cookie: GUIDE_ADMIN } });
      await html(path, 200, { headers: { cookie: ADMIN } });
    },
  );

  it("opens the admin's help to the admin only", async () => {
    expect((await get("/admin/help")).status).toBe(302);
    expect((await get("/admin/help", READER)).status).toBe(403);
    expect((await get("/admin/help", GUIDE_ADMIN)).status).toBe(403);
    const page = await html("/admin/help", 200, { headers: { cookie: ADMIN } });
    expect(page).toContain("location groups");
    expect(page).toContain("citypages");
  });

  it.each([
    ["/artguide/admin/groups", { intent: "create", name: "Refused group" }],
    ["/artguide/admin/notifications", { kind: "submission", item_id: "1" }],
    ["/artguide/admin/members", { intent: "save", venue_id: "1", status: "active", renewal_date: "" }],
    ["/artguide/admin/citypages/new-york", { place: "Refused", priority: "1", latitude: "1", longitude: "1" }],
  ])("refuses the action at %s to a visitor and a reader, writing nothing", async (path, fields) => {
    const before = await count("SELECT COUNT(*) AS n FROM location_groups WHERE name = 'Refused group'");
    expect((await post(path, fields)).status).toBe(302);
    expect((await post(path, fields, READER)).status).toBe(403);
    expect(await count("SELECT COUNT(*) AS n FROM location_groups WHERE name = 'Refused group'")).toBe(before);
    expect(await count("SELECT COUNT(*) AS n FROM places WHERE place = 'Refused'")).toBe(0);
  });
});

describe("unknown admin paths", () => {
  it.each([
    ["/admin/no-such-screen", ADMIN],
    ["/admin/artguide/nothing/here", ADMIN],
    ["/artguide/admin/crm", GUIDE_ADMIN],
    ["/admin/%E0%A4%A", ADMIN],
    ["/artguide/admin/%E0%A4%A", GUIDE_ADMIN],
    ["/admin/%E0%A4%A", ""],
  ])("answers %s with the site's 404, never a 500", async (path, cookie) => {
    const res = await get(path, cookie || undefined);
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).toContain("Page not found");
    expect(page).not.toContain("not available yet");
  });

  it("answers a malformed city of a city page with 404", async () => {
    expect((await get("/artguide/admin/citypages/%E0%A4%A", GUIDE_ADMIN)).status).toBe(404);
    expect((await get("/artguide/admin/citypages/Atlantis!", GUIDE_ADMIN)).status).toBe(404);
    expect((await get("/artguide/admin/citypages/atlantis", GUIDE_ADMIN)).status).toBe(404);
  });
});

describe("location groups", () => {
  it("creates, renames, fills, empties and deletes a group; the venue page names it", async () => {
    const path = "/artguide/admin/groups";
    expect((await post(path, { intent: "create", name: "  Quarry   Lane  Spaces " }, GUIDE_ADMIN)).status).toBe(200);
    const group = await row<{ id: number }>("SELECT id FROM location_groups WHERE name = 'Quarry Lane Spaces'");
    const [a, b] = (
      await env.DB.prepare(
        `SELECT id, name, slug FROM venues v WHERE NOT EXISTS (SELECT 1 FROM location_group_venues m WHERE m.venue_id = v.id)
         ORDER BY id LIMIT 2`,
      ).all<{ id: number; name: string; slug: string }>()
    ).results as [{ id: number; name: string; slug: string }, { id: number; name: string; slug: string }];
    // The venue search finds a venue outside any group by part of its name.
    const search = await html(`${path}?group=${group.id}&venue=${encodeURIComponent(a.name.slice(0, 6))}`, 200, {
      headers: { cookie: GUIDE_ADMIN },
    });
    expect(search).toContain('data-testid="group-venue-matches"');
    for (const v of [a, b])
      expect(
        (await post(path, { intent: "add", group_id: String(group.id), venue_id: String(v.id) }, ADMIN)).status,
      ).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM location_group_venues WHERE group_id = ?", group.id)).toBe(2);

    // The public venue page: "Also part of" the group, linking the other venue.
    const page = await fresh(`/artguide/venue/${a.slug}`);
    expect(page).toContain('data-testid="venue-group"');
    expect(page).toContain("Quarry Lane Spaces");
    expect(page).toContain(`href="/artguide/venue/${b.slug}"`);

    // A venue is in one group at most.
    const other = await post(path, { intent: "create", name: "Second Home" }, GUIDE_ADMIN);
    expect(other.status).toBe(200);
    const second = await row<{ id: number }>("SELECT id FROM location_groups WHERE name = 'Second Home'");
    const twice = await post(path, { intent: "add", group_id: String(second.id), venue_id: String(a.id) }, GUIDE_ADMIN);
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain(GUIDE_ADMIN_MESSAGES.venueInGroup);

    // Renaming to a taken name is refused with the field's message; a free name is saved.
    const taken = await post(path, { intent: "rename", group_id: String(group.id), name: "Second Home" }, GUIDE_ADMIN);
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain(GUIDE_ADMIN_MESSAGES.groupTaken);
    await post(path, { intent: "rename", group_id: String(group.id), name: "Quarry Lane" }, GUIDE_ADMIN);
    expect((await row<{ name: string }>("SELECT name FROM location_groups WHERE id = ?", group.id)).name).toBe(
      "Quarry Lane",
    );

    await post(path, { intent: "remove", group_id: String(group.id), venue_id: String(b.id) }, GUIDE_ADMIN);
    expect(await count("SELECT COUNT(*) AS n FROM location_group_venues WHERE group_id = ?", group.id)).toBe(1);
    const alone = await fresh(`/artguide/venue/${a.slug}`);
    expect(alone).toContain("Quarry Lane");
    expect(alone).not.toContain(`href="/artguide/venue/${b.slug}"`);

    expect((await post(path, { intent: "delete", group_id: String(group.id) }, GUIDE_ADMIN)).status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM location_groups WHERE id = ?", group.id)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM location_group_venues WHERE venue_id = ?", a.id)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM venues WHERE id = ?", a.id)).toBe(1);
    expect(await fresh(`/artguide/venue/${a.slug}`)).not.toContain('data-testid="venue-group"');
  });

  it.each([
    [{ intent: "create", name: "" }, GUIDE_ADMIN_MESSAGES.groupName],
    [{ intent: "create", name: "x".repeat(121) }, GUIDE_ADMIN_MESSAGES.groupName],
    [{ intent: "rename", group_id: "abc", name: "Fine" }, GUIDE_ADMIN_MESSAGES.group],
    [{ intent: "add", group_id: "1", venue_id: "-3" }, GUIDE_ADMIN_MESSAGES.venue],
    [{ intent: "add", group_id: "1", venue_id: "999999999" }, GUIDE_ADMIN_MESSAGES.venue],
    [{ intent: "delete", group_id: "1e3" }, GUIDE_ADMIN_MESSAGES.group],
    [{ intent: "nonsense" }, GUIDE_ADMIN_MESSAGES.group],
  ])("refuses %j with a clear message and 400", async (fields, message) => {
    const res = await post("/artguide/admin/groups", fields as Record<string, string>, GUIDE_ADMIN);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it.each(["?page=0", "?page=abc", "?group=x&venue=a"])("answers a bad filter %s with 400", async (query) => {
    expect((await get(`/artguide/admin/groups${query}`, GUIDE_ADMIN)).status).toBe(400);
  });

  it("answers a page past the end with 404 and an over-long venue search with its message", async () => {
    expect((await get("/artguide/admin/groups?page=999", GUIDE_ADMIN)).status).toBe(404);
    const page = await html(`/artguide/admin/groups?group=1&venue=${"a".repeat(81)}`, 200, {
      headers: { cookie: GUIDE_ADMIN },
    });
    expect(page).toContain(GUIDE_ADMIN_MESSAGES.venueName);
  });
});

describe("notifications", () => {
  it("lists submitted listings, shows without images and venues whose shows all ended, each with an edit link", async () => {
    const page = await html("/artguide/admin/notifications", 200, { headers: { cookie: GUIDE_ADMIN } });
    expect(page).toContain("Gallery Tessellate");
    expect(page).toContain("/artguide/admin/members?find=Gallery%20Tessellate#add-member");
    const imageless = await row<{ id: number }>(
      `SELECT id FROM exhibitions WHERE primary_image_id IS NULL AND show_end >= ${sqlToday()} ORDER BY show_end, id LIMIT 1`,
    );
    const shows = await html("/artguide/admin/notifications?kind=no-image", 200, { headers: { cookie: GUIDE_ADMIN } });
    expect(shows).toContain(`href="/artguide/admin/exhibitions/${imageless.id}"`);
    expect(shows).not.toContain("Gallery Tessellate");
  });

  it("dismisses an item for good", async () => {
    const before = await html("/artguide/admin/notifications?kind=submission", 200, { headers: { cookie: ADMIN } });
    expect(before).toContain("Raumstation Ost");
    const id = (await row<{ id: number }>("SELECT id FROM member_submissions WHERE venue_name = 'Raumstation Ost'")).id;
    const res = await post("/artguide/admin/notifications", { kind: "submission", item_id: String(id) }, GUIDE_ADMIN);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(GUIDE_ADMIN_TEXTS.dismissed);
    // Twice is fine; the item does not come back.
    expect(
      (await post("/artguide/admin/notifications", { kind: "submission", item_id: String(id) }, ADMIN)).status,
    ).toBe(200);
    expect(
      await count("SELECT COUNT(*) AS n FROM notification_dismissals WHERE kind = 'submission' AND item_id = ?", id),
    ).toBe(1);
    const after = await html("/artguide/admin/notifications?kind=submission", 200, { headers: { cookie: ADMIN } });
    expect(after).not.toContain("Raumstation Ost");
  });

  it.each([
    [{ kind: "spam", item_id: "1" }, GUIDE_ADMIN_MESSAGES.kind],
    [{ kind: "ended", item_id: "x" }, GUIDE_ADMIN_MESSAGES.item],
    [{}, GUIDE_ADMIN_MESSAGES.kind],
  ])("refuses a dismissal %j with 400", async (fields, message) => {
    const res = await post("/artguide/admin/notifications", fields as Record<string, string>, GUIDE_ADMIN);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it.each(["?kind=spam", "?page=-1"])("answers a bad filter %s with 400", async (query) => {
    expect((await get(`/artguide/admin/notifications${query}`, GUIDE_ADMIN)).status).toBe(400);
  });
});

describe("members", () => {
  it("filters by status and changes a membership", async () => {
    const member = await row<{ venue_id: number; name: string }>(
      "SELECT m.venue_id, v.name FROM guide_members m JOIN venues v ON v.id = m.venue_id WHERE m.status = 'pending' ORDER BY m.venue_id LIMIT 1",
    );
    const pending = await html("/artguide/admin/members?status=pending", 200, { headers: { cookie: GUIDE_ADMIN } });
    expect(pending).toContain(`id="status-${member.venue_id}"`);
    const active = await html("/artguide/admin/members?status=active", 200, { headers: { cookie: GUIDE_ADMIN } });
    expect(active).not.toContain(`id="status-${member.venue_id}"`);

    const res = await post(
      "/artguide/admin/members",
      { intent: "save", venue_id: String(member.venue_id), status: "active", renewal_date: "2031-05-01" },
      GUIDE_ADMIN,
    );
    expect(res.status).toBe(200);
    expect(await row("SELECT status, renewal_date FROM guide_members WHERE venue_id = ?", member.venue_id)).toEqual({
      status: "active",
      renewal_date: "2031-05-01",
    });
  });

  it("adds a venue found by name as a pending member, once", async () => {
    const venue = await row<{ id: number; name: string }>(
      "SELECT id, name FROM venues v WHERE NOT EXISTS (SELECT 1 FROM guide_members m WHERE m.venue_id = v.id) ORDER BY id DESC LIMIT 1",
    );
    const found = await html(`/artguide/admin/members?find=${encodeURIComponent(venue.name)}`, 200, {
      headers: { cookie: ADMIN },
    });
    expect(found).toContain('data-testid="member-matches"');
    expect((await post("/artguide/admin/members", { intent: "add", venue_id: String(venue.id) }, ADMIN)).status).toBe(
      200,
    );
    expect(
      (await row<{ status: string }>("SELECT status FROM guide_members WHERE venue_id = ?", venue.id)).status,
    ).toBe("pending");
    const again = await post("/artguide/admin/members", { intent: "add", venue_id: String(venue.id) }, ADMIN);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(GUIDE_ADMIN_MESSAGES.memberExists);
  });

  it.each([
    [{ intent: "save", venue_id: "1", status: "gold", renewal_date: "" }, GUIDE_ADMIN_MESSAGES.status],
    [{ intent: "save", venue_id: "1", status: "active", renewal_date: "2026-02-30" }, GUIDE_ADMIN_MESSAGES.renewal],
    [{ intent: "save", venue_id: "1", status: "active", renewal_date: "tomorrow" }, GUIDE_ADMIN_MESSAGES.renewal],
    [{ intent: "save", venue_id: "a1", status: "active", renewal_date: "" }, GUIDE_ADMIN_MESSAGES.venue],
    [{ intent: "add", venue_id: "999999999" }, GUIDE_ADMIN_MESSAGES.venue],
  ])("refuses %j with a clear message and 400", async (fields, message) => {
    const res = await post("/artguide/admin/members", fields as Record<string, string>, GUIDE_ADMIN);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it.each([
    ["?status=gold", GUIDE_ADMIN_MESSAGES.status],
    ["?page=1.5", GUIDE_ADMIN_MESSAGES.page],
    [`?find=${"a".repeat(81)}`, GUIDE_ADMIN_MESSAGES.venueName],
  ])("answers a bad filter %s with 400 and says what is wrong", async (query, message) => {
    const res = await get(`/artguide/admin/members${query}`, GUIDE_ADMIN);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });
});

describe("city pages", () => {
  const path = "/artguide/admin/citypages/vienna";
  const good = { place: "Vienna", priority: "0", latitude: "48.2082", longitude: "16.3738" };

  it("saves name, priority, sanitised introduction and map centre; the public city page shows the introduction", async () => {
    const res = await post(
      path,
      {
        ...good,
        priority: "12",
        intro:
          '<p>Galleries of the <strong>Freihausviertel</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      },
      GUIDE_ADMIN,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${path}?done=saved`);
    const saved = await row<{ intro_html: string; is_priority: number; sort_order: number; latitude: number }>(
      "SELECT intro_html, is_priority, sort_order, latitude FROM places WHERE place_url = 'vienna'",
    );
    expect(saved.intro_html).toContain("<strong>Freihausviertel</strong>");
    expect(saved.intro_html).not.toMatch(/script|onerror/);
    expect(saved).toMatchObject({ is_priority: 1, sort_order: 12, latitude: 48.2082 });
    const city = await fresh("/artguide/place/vienna");
    expect(city).toContain('class="g-city-intro"');
    expect(city).toContain("<strong>Freihausviertel</strong>");
    // Priority 0 lists it with the others again.
    await post(path, { ...good, intro: "" }, GUIDE_ADMIN);
    expect(await row("SELECT is_priority, intro_html FROM places WHERE place_url = 'vienna'")).toEqual({
      is_priority: 0,
      intro_html: "",
    });
    expect(await fresh("/artguide/place/vienna")).not.toContain('class="g-city-intro"');
  });

  it.each([
    [{ latitude: "91" }, "latitude", GUIDE_ADMIN_MESSAGES.latitude],
    [{ latitude: "north" }, "latitude", GUIDE_ADMIN_MESSAGES.latitude],
    [{ longitude: "-180.5" }, "longitude", GUIDE_ADMIN_MESSAGES.longitude],
    [{ longitude: "1e2" }, "longitude", GUIDE_ADMIN_MESSAGES.longitude],
    [{ priority: "100" }, "priority", GUIDE_ADMIN_MESSAGES.priority],
    [{ priority: "-1" }, "priority", GUIDE_ADMIN_MESSAGES.priority],
    [{ place: " " }, "place", GUIDE_ADMIN_MESSAGES.placeName],
    [{ intro: "x".repeat(4001) }, "intro", GUIDE_ADMIN_MESSAGES.intro],
  ])("refuses %j with the field's message and 400, saving nothing", async (bad, field, message) => {
    const before = await row("SELECT * FROM places WHERE place_url = 'vienna'");
    const res = await post(path, { ...good, ...(bad as Record<string, string>) }, GUIDE_ADMIN);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(`data-testid="error-${field}"`);
    expect(page).toContain(message);
    expect(await row("SELECT * FROM places WHERE place_url = 'vienna'")).toEqual(before);
  });
});

describe("become a member", () => {
  it("stores a listing sent through the form; the guide admin sees it among the notifications", async () => {
    const res = await post("/artguide/participate", {
      venue_name: "Pellucid Rooms",
      place_url: "berlin",
      address: "Linienstraße 40",
      website: "https://pellucid.example",
      email: "hello@pellucid.example",
      message: "Two rooms in Mitte.",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(GUIDE_ADMIN_TEXTS.participateSent);
    expect(await count("SELECT COUNT(*) AS n FROM member_submissions WHERE venue_name = 'Pellucid Rooms'")).toBe(1);
    expect(await html("/artguide/admin/notifications", 200, { headers: { cookie: GUIDE_ADMIN } })).toContain(
      "Pellucid Rooms",
    );
  });

  it.each([
    [{ venue_name: "" }, GUIDE_ADMIN_MESSAGES.submissionVenue],
    [{ email: "nope" }, GUIDE_ADMIN_MESSAGES.submissionEmail],
    [{ website: "ftp://x" }, GUIDE_ADMIN_MESSAGES.submissionWebsite],
    [{ place_url: "atlantis" }, GUIDE_ADMIN_MESSAGES.place],
    [{ message: "x".repeat(2001) }, GUIDE_ADMIN_MESSAGES.submissionMessage],
  ])("refuses %j with the field's message, storing nothing", async (bad, message) => {
    const before = await count("SELECT COUNT(*) AS n FROM member_submissions");
    const res = await post("/artguide/participate", {
      venue_name: "Refused Rooms",
      place_url: "berlin",
      address: "Linienstraße 41",
      email: "hello@refused.example",
      ...(bad as Record<string, string>),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect(await count("SELECT COUNT(*) AS n FROM member_submissions")).toBe(before);
  });
});

/** The admin menu of a page (the site's header and footer have outside links of their own). */
function menuOf(page: string): string {
  return /<nav class="admin-menu"[\s\S]*?<\/nav>/.exec(page)![0];
}

describe("outside systems in the menus", () => {
  it("hides instagram, CMS and CRM when no address is configured", async () => {
    const guide = menuOf(await html("/artguide/admin", 200, { headers: { cookie: ADMIN } }));
    const admin = menuOf(await html("/admin", 200, { headers: { cookie: ADMIN } }));
    expect(guide).toContain(">citypages</a>");
    expect(guide).not.toMatch(/>CMS\b/);
    expect(guide).not.toMatch(/>CRM\b/);
    expect(admin).toContain(">help</a>");
    expect(admin).not.toMatch(/>instagram\b/);
    expect(guide + admin).not.toContain('target="_blank"');
  });

  it("links each configured one in a new tab, marked as external", async () => {
    const vars = {
      INSTAGRAM_ADMIN_URL: "https://instagram.example/admin",
      CMS_URL: "https://cms.example/",
      CRM_URL: "https://crm.example/app",
    };
    const guide = menuOf(await (await fetchWith(vars, "/artguide/admin", GUIDE_ADMIN)).text());
    for (const [label, href] of [
      ["CMS", "https://cms.example/"],
      ["CRM", "https://crm.example/app"],
    ])
      expect(guide).toContain(
        `<a href="${href}" target="_blank" rel="noopener noreferrer" class="admin-menu__entry admin-menu__external">${label}<!-- --> <span class="admin-menu__mark" aria-hidden="true">↗</span><span class="visually-hidden"> <!-- -->(opens in a new tab)</span></a>`,
      );
    const admin = menuOf(await (await fetchWith(vars, "/admin", ADMIN)).text());
    expect(admin).toContain('href="https://instagram.example/admin" target="_blank" rel="noopener noreferrer"');
    // An address that is no http(s) address is never linked.
    const unsafe = await (await fetchWith({ CMS_URL: "javascript:alert(1)" }, "/artguide/admin", GUIDE_ADMIN)).text();
    expect(unsafe).not.toContain("javascript:");
  });
});
