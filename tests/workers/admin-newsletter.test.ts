import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CSV_REASONS, NEWSLETTER_ERRORS, NEWSLETTER_TEXTS } from "#machines/rules/admin/adminNewsletter";
import { call, formInit, html, row } from "./guide-helpers";

const ADMIN = "session=seed-admin-session";
const GUIDE_ADMIN = "session=seed-artguide-admin-session";
const READER = "session=seed-reader-session";

const PAGES = [
  "/admin/newsletter",
  "/admin/newsletter/archive",
  "/admin/newsletter/archive/1",
  "/admin/newsletter/dispatch",
  "/admin/newsletter/print",
  "/admin/newsletter/shows",
  "/admin/newsletter/video",
  "/admin/newsletter/stationary",
  "/admin/newsletter/artguide",
  "/admin/newsletter/segment-lists",
  "/admin/newsletter/maintenance-tools",
  "/admin/reports/email-marketer-statistics",
];
const ACTIONS = [
  "/admin/newsletter/dispatch",
  "/admin/newsletter/segment-lists",
  "/admin/newsletter/maintenance-tools",
];

const get = (path: string, cookie?: string) => call(path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
const post = (path: string, fields: Record<string, string>, cookie?: string) => call(path, formInit(fields, cookie));

/** Imports a custom list through the form and answers its id. */
async function importList(name: string, csv: string): Promise<number> {
  const res = await post("/admin/newsletter/segment-lists", { name, csv_text: csv }, ADMIN);
  expect(res.status).toBe(200);
  return (await row<{ id: number }>("SELECT id FROM newsletter_lists WHERE name = ?1", name)).id;
}

const outboxOf = (dispatchId: number) =>
  env.DB.prepare("SELECT to_email, headers, html FROM mail_outbox WHERE dispatch_id = ?1 ORDER BY to_email")
    .bind(dispatchId)
    .all<{ to_email: string; headers: string; html: string }>()
    .then((r) => r.results);

function dispatchFields(segment: string, key: string, extra: Record<string, string> = {}) {
  return {
    intent: "send",
    key,
    kind: "print",
    segment,
    place: "new-york",
    subject: "The new issue",
    preheader: "Out now",
    letter: "",
    ...extra,
  };
}

async function dispatch(segment: string, key: string): Promise<number> {
  const res = await post("/admin/newsletter/dispatch", dispatchFields(segment, key), ADMIN);
  expect(res.status).toBe(302);
  return Number(/archive\/(\d+)/.exec(res.headers.get("location") ?? "")?.[1]);
}

describe("role checks", () => {
  it.each(PAGES)("sends a visitor from %s to sign in, answers a reader and a guide admin 403", async (path) => {
    const visitor = await get(path);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    expect((await get(path, READER)).status).toBe(403);
    expect((await get(path, GUIDE_ADMIN)).status).toBe(403);
  });

  it.each(ACTIONS)("refuses a POST to %s from a reader and a guide admin, changing nothing", async (path) => {
    const before = await row<{ n: number }>("SELECT COUNT(*) AS n FROM mail_outbox");
    const fields = { ...dispatchFields("all", crypto.randomUUID()), name: "x", csv_text: "a@example.org" };
    expect((await post(path, fields, READER)).status).toBe(403);
    expect((await post(path, fields, GUIDE_ADMIN)).status).toBe(403);
    expect(await row<{ n: number }>("SELECT COUNT(*) AS n FROM mail_outbox")).toEqual(before);
  });

  it("shows every screen to the admin", async () => {
    for (const path of PAGES.filter((p) => p !== "/admin/newsletter")) {
      expect((await get(path, ADMIN)).status, path).toBe(200);
    }
    expect((await get("/admin/newsletter", ADMIN)).headers.get("location")).toBe("/admin/newsletter/archive");
  });
});

describe("validation answers clearly, never 5xx", () => {
  it.each([
    ["/admin/newsletter/archive?page=0", 400],
    ["/admin/newsletter/archive?page=abc", 400],
    ["/admin/newsletter/archive/abc", 404],
    ["/admin/newsletter/archive/999999", 404],
    ["/admin/newsletter/dispatch?segment=everyone", 400],
    ["/admin/newsletter/dispatch?kind=poster", 400],
    ["/admin/newsletter/dispatch?place=New%20York", 400],
    ["/admin/newsletter/newsletters", 404],
    ["/admin/newsletter/shows?place=../x", 404],
    ["/admin/newsletter/maintenance-tools?tool=all", 400],
    ["/admin/reports/email-marketer-statistics?until=2026-13", 400],
  ])("%s answers %i", async (path, status) => {
    expect((await get(path, ADMIN)).status).toBe(status);
  });

  it("a bad segment, subject or key is shown beside its field", async () => {
    const page = await html("/admin/newsletter/dispatch", 400, {
      ...formInit(dispatchFields("list:abc", "short", { subject: "" }), ADMIN),
    });
    expect(page).toContain(NEWSLETTER_ERRORS.segment);
    expect(page).toContain(NEWSLETTER_ERRORS.subject);
    expect(page).toContain(NEWSLETTER_ERRORS.key);
  });

  it("a segment list that does not exist is refused", async () => {
    const page = await html(
      "/admin/newsletter/dispatch",
      400,
      formInit(dispatchFields("list:987654", crypto.randomUUID()), ADMIN),
    );
    expect(page).toContain(NEWSLETTER_ERRORS.segment);
  });

  it("CSV rows are accepted or rejected with line numbers and reasons", async () => {
    const csv =
      "email,name\nana@example.org,Ana\nnot-an-address,Bo\nANA@example.org ,Ana again\n,empty\nbo@example.org,Bo";
    const page = await html(
      "/admin/newsletter/segment-lists",
      200,
      formInit({ name: "Checked list", csv_text: csv }, ADMIN),
    );
    expect(page).toContain("2 addresses accepted, 3 rows rejected.");
    expect(page).toContain(CSV_REASONS.invalid);
    expect(page).toContain(`${CSV_REASONS.duplicate} 2`);
    expect(page).toMatch(/<td class="num">3<\/td><td>not-an-address<\/td>/);
    const list = await row<{ id: number }>("SELECT id FROM newsletter_lists WHERE name = 'Checked list'");
    const members = await env.DB.prepare("SELECT email FROM newsletter_list_members WHERE list_id = ?1 ORDER BY email")
      .bind(list.id)
      .all<{ email: string }>();
    expect(members.results.map((m) => m.email)).toEqual(["ana@example.org", "bo@example.org"]);
  });

  it("a malformed CSV saves nothing", async () => {
    const before = await row<{ n: number }>("SELECT COUNT(*) AS n FROM newsletter_lists");
    const page = await html(
      "/admin/newsletter/segment-lists",
      400,
      formInit({ name: "Broken", csv_text: 'email\nok@example.org\n"open@example.org' }, ADMIN),
    );
    expect(page).toContain("Line 3: a quoted field is not closed. Nothing was imported.");
    const none = await html(
      "/admin/newsletter/segment-lists",
      400,
      formInit({ name: "Bad rows", csv_text: "x\ny" }, ADMIN),
    );
    expect(none).toContain(NEWSLETTER_ERRORS.csvNoValidRows);
    const big = await html(
      "/admin/newsletter/segment-lists",
      400,
      formInit({ name: "Big", csv_text: "a@example.org\n".repeat(20_000) }, ADMIN),
    );
    expect(big).toContain(NEWSLETTER_ERRORS.csvTooLarge);
    expect(await row<{ n: number }>("SELECT COUNT(*) AS n FROM newsletter_lists")).toEqual(before);
  });
});

describe("test mail and dispatch", () => {
  it("a test queues exactly one mail to the signed-in admin, with the unsubscribe headers", async () => {
    const before = await row<{ n: number }>(
      "SELECT COUNT(*) AS n FROM mail_outbox WHERE to_email = 'admin@example.com'",
    );
    const page = await html(
      "/admin/newsletter/dispatch",
      200,
      formInit({ ...dispatchFields("all", crypto.randomUUID()), intent: "test" }, ADMIN),
    );
    expect(page).toContain(NEWSLETTER_TEXTS.testSent);
    const after = await row<{ n: number }>(
      "SELECT COUNT(*) AS n FROM mail_outbox WHERE to_email = 'admin@example.com'",
    );
    expect(after.n).toBe(before.n + 1);
    const mail = await row<{ subject: string; headers: string; html: string; dispatch_id: number | null }>(
      "SELECT subject, headers, html, dispatch_id FROM mail_outbox WHERE to_email = 'admin@example.com' ORDER BY id DESC",
    );
    expect(mail.subject).toBe("[Test] The new issue");
    expect(mail.dispatch_id).toBeNull();
    const headers = JSON.parse(mail.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(/^<http.+\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.html).toContain("/newsletter/unsubscribe?token=");
  });

  it("posting the same dispatch twice makes one outbox row per recipient", async () => {
    const listId = await importList("Twice list", "email\none@example.org\ntwo@example.org\nthree@example.org");
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      post("/admin/newsletter/dispatch", dispatchFields(`list:${listId}`, key), ADMIN),
      post("/admin/newsletter/dispatch", dispatchFields(`list:${listId}`, key), ADMIN),
    ]);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(first.headers.get("location")?.split("?")[0]).toBe(second.headers.get("location")?.split("?")[0]);
    const again = await dispatch(`list:${listId}`, key);
    const rows = await outboxOf(again);
    expect(rows.map((r) => r.to_email)).toEqual(["one@example.org", "three@example.org", "two@example.org"]);
    for (const r of rows) {
      const headers = JSON.parse(r.headers) as Record<string, string>;
      expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(headers["List-Unsubscribe"]).toMatch(/^<http.+\/newsletter\/unsubscribe\?token=/);
    }
    const archive = await html("/admin/newsletter/archive", 200, { headers: { cookie: ADMIN } });
    expect(archive).toContain(`/admin/newsletter/archive/${again}`);
  });

  it("one-click unsubscribe is honoured by every later dispatch", async () => {
    const listId = await importList("Unsubscribe list", "keep@example.org\nleave@example.org");
    const first = await dispatch(`list:${listId}`, crypto.randomUUID());
    const leave = (await outboxOf(first)).find((r) => r.to_email === "leave@example.org")!;
    const url = new URL(/<(.+)>/.exec((JSON.parse(leave.headers) as Record<string, string>)["List-Unsubscribe"]!)![1]!);

    // GET only shows the confirm form: link scanners must not unsubscribe anyone.
    const confirm = await html(`${url.pathname}${url.search}`, 200);
    expect(confirm).toContain(NEWSLETTER_TEXTS.unsubscribeConfirm);
    expect(
      await env.DB.prepare("SELECT 1 FROM newsletter_unsubscribes WHERE email = 'leave@example.org'").first(),
    ).toBeNull();

    // RFC 8058: the mail provider POSTs List-Unsubscribe=One-Click with no cookie and no Origin.
    const oneClick = await call(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(NEWSLETTER_TEXTS.unsubscribed);
    const stored = await row<{ dispatch_id: number }>(
      "SELECT dispatch_id FROM newsletter_unsubscribes WHERE email = 'leave@example.org'",
    );
    expect(stored.dispatch_id).toBe(first);

    const later = await dispatch(`list:${listId}`, crypto.randomUUID());
    expect((await outboxOf(later)).map((r) => r.to_email)).toEqual(["keep@example.org"]);
    const detail = await html(`/admin/newsletter/archive/${first}`, 200, { headers: { cookie: ADMIN } });
    expect(detail).toContain("unsubscribed");
  });

  it("a forged or broken token unsubscribes nobody", async () => {
    for (const token of ["", "abc", "a.b", `${btoa("0:x@example.org")}.AAAA`]) {
      const res = await call(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(NEWSLETTER_TEXTS.unsubscribeInvalid);
    }
    expect(
      await env.DB.prepare("SELECT 1 FROM newsletter_unsubscribes WHERE email = 'x@example.org'").first(),
    ).toBeNull();
  });

  it("an empty segment is refused with a clear message", async () => {
    const listId = await importList("Empty after unsubscribe", "gone@example.org");
    await env.DB.prepare(
      "INSERT INTO newsletter_unsubscribes (email, created_at) VALUES ('gone@example.org', '2026-01-01')",
    ).run();
    const page = await html(
      "/admin/newsletter/dispatch",
      400,
      formInit(dispatchFields(`list:${listId}`, crypto.randomUUID()), ADMIN),
    );
    expect(page).toContain(NEWSLETTER_ERRORS.emptySegment);
  });
});

describe("maintenance tools", () => {
  it("the dry run changes nothing and the confirm removes exactly what it listed", async () => {
    const signups = async () =>
      (await env.DB.prepare("SELECT email FROM newsletter_signups ORDER BY id").all<{ email: string }>()).results.map(
        (r) => r.email,
      );
    const before = await signups();
    const dry = await html("/admin/newsletter/maintenance-tools?tool=duplicates", 200, { headers: { cookie: ADMIN } });
    expect(await signups()).toEqual(before);
    const ids = /name="ids" value="([\d,]+)"/.exec(dry)![1]!;
    const listed = ids.split(",").map(Number);
    expect(listed.length).toBeGreaterThan(0);
    const res = await html("/admin/newsletter/maintenance-tools", 200, formInit({ tool: "duplicates", ids }, ADMIN));
    expect(res).toContain(`${listed.length} ${listed.length === 1 ? "row" : "rows"} removed.`);
    const after = await signups();
    expect(after.length).toBe(before.length - listed.length);
    expect(new Set(after.map((e) => e.trim().toLowerCase())).size).toBe(after.length);

    const bounceDry = await html("/admin/newsletter/maintenance-tools?tool=bounces", 200, {
      headers: { cookie: ADMIN },
    });
    const emails = /name="emails" value="([^"]+)"/.exec(bounceDry)![1]!;
    const hard = await env.DB.prepare("SELECT email FROM newsletter_bounces WHERE kind = 'hard' ORDER BY email").all<{
      email: string;
    }>();
    expect(emails.split(",").sort()).toEqual(hard.results.map((r) => r.email));
    expect(await signups()).toEqual(after);
    await html("/admin/newsletter/maintenance-tools", 200, formInit({ tool: "bounces", emails }, ADMIN));
    const left = await signups();
    for (const e of emails.split(",")) expect(left).not.toContain(e);
    expect(left.length).toBe(after.length - emails.split(",").length);
  });

  it("a confirm with a bad list is refused", async () => {
    expect((await post("/admin/newsletter/maintenance-tools", { tool: "duplicates", ids: "1;2" }, ADMIN)).status).toBe(
      400,
    );
    expect((await post("/admin/newsletter/maintenance-tools", { tool: "nope" }, ADMIN)).status).toBe(400);
  });
});

describe("email marketer statistics", () => {
  it("shows the seeded year as a chart with the table behind it", async () => {
    const page = await html("/admin/reports/email-marketer-statistics", 200, { headers: { cookie: ADMIN } });
    expect(page).toContain('role="img"');
    expect(page).toContain('<title id="nl-chart-title">Newsletter mails per month</title>');
    expect(page).toContain('data-testid="stats-months"');
    expect((page.match(/data-testid="dispatch-row"/g) ?? []).length).toBeGreaterThan(10);
  });
});
