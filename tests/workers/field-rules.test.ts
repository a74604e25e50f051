import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_FIELDS } from "#machines/rules/account/account";
import { GUIDE_ADMIN_FIELDS, GUIDE_ADMIN_MESSAGES } from "#machines/rules/admin/adminGuide";
import { FIELD_MESSAGES } from "#machines/rules/forms/fieldRules";
import { BODY_LIMITS, REQUEST_BODY_MESSAGES } from "#workers/services/http/requestBody";
import { freshIp } from "./account-helpers";
import { ACTION_FORMS, type ActionForm, API_WRITES, type ApiWrite, type FieldRule, type Who } from "./action-forms";
import { actionRoutes, apiWrites } from "./action-routes";
import { call, createReader, type TestReader } from "./guide-helpers";
import { escaped } from "./magazine-helpers";
import { offSiteTarget } from "./redirect-helpers";

/**
 * Issue 49 point 6: every field of every form action and /api write, spoiled
 * one at a time with a control character, a value over its length, a value
 * over any field's limit and (date fields) a day the calendar lacks, posted
 * as the user the form is for. Each is answered 4xx (never 5xx) with the
 * message that names the field, and nothing it writes changes. Bounded for
 * CI: a fixed seed and two control characters per field (NUL and one drawn).
 */
const SEED = 20261207;
const ADMIN = "session=seed-admin-session";
const GUIDE_ADMIN = "session=seed-artguide-admin-session";
const IMPOSSIBLE_DAYS = ["2026-02-31", "2026-13-01", "2027-02-29"];

/** Every \p{Cc} but the tab and line breaks multi-line text keeps. */
const refusedControl = fc.constantFrom(
  ...Array.from({ length: 0xa0 }, (_, code) => String.fromCharCode(code)).filter(
    (c) => /\p{Cc}/u.test(c) && !["\t", "\n", "\r"].includes(c),
  ),
);

let reader: TestReader;
beforeAll(async () => {
  reader = await createReader("fieldrules");
});

function cookieOf(who: Who): string | undefined {
  if (who === "admin") return ADMIN;
  if (who === "guideAdmin") return GUIDE_ADMIN;
  if (who === "reader") return reader.cookie;
  return undefined;
}

/** One string per table: its rows in a fixed order (tables without rowid too), so any change shows. */
async function snapshot(tables: readonly string[]): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables) {
    const { results } = await env.DB.prepare(`SELECT * FROM ${table}`).all();
    result[table] = `${results.length}:${results
      .map((r) => JSON.stringify(r))
      .sort()
      .join("\n")}`;
  }
  return result;
}

interface Answer {
  status: number;
  text: string;
  location: string | null;
}

async function postForm(path: string, who: Who, fields: Record<string, string>): Promise<Answer> {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    "cf-connecting-ip": freshIp(),
  };
  const cookie = cookieOf(who);
  if (cookie) headers.cookie = cookie;
  const res = await call(path, { method: "POST", headers, body: new URLSearchParams(fields), redirect: "manual" });
  return { status: res.status, text: await res.text(), location: res.headers.get("location") };
}

async function sendJson(method: string, path: string, who: Who, body: string): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json", "cf-connecting-ip": freshIp() };
  const cookie = cookieOf(who);
  if (cookie) headers.cookie = cookie;
  const res = await call(path, { method, headers, body });
  return { status: res.status, text: await res.text(), location: res.headers.get("location") };
}

/** The answer refuses the post as the route does (4xx, never 5xx) and, when one is given, says the field's message. */
function expectRefused(answer: Answer, message: string | undefined, label: string, format: "html" | "json") {
  const shown = `${label} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, shown).toBeGreaterThanOrEqual(400);
  expect(answer.status, shown).toBeLessThan(500);
  if (message === undefined) return;
  const expected = format === "html" ? escaped(message) : JSON.stringify(message).slice(1, -1);
  expect(answer.text, shown).toContain(expected);
}

/** A field that takes any value: answered (never a 5xx), and a redirect stays on the site without control characters. */
function expectAnswered(answer: Answer, label: string) {
  expect(answer.status, label).toBeLessThan(500);
  expect(offSiteTarget(answer.location), label).toBeNull();
  expect(answer.location ?? "", label).not.toMatch(/\p{Cc}/u);
}

/** `text` with `control` put in at `at` (of its length + 1 places). */
const withControl = (text: string, control: string, at: number) =>
  text.slice(0, at % (text.length + 1)) + control + text.slice(at % (text.length + 1));

/** `text` made one character longer than `max`, keeping its start (so the rest of its rules still hold). */
const overLong = (text: string, max: number) => (text + "x".repeat(max + 1)).slice(0, max + 1);

function casesOfForm(file: string, path: string, entry: ActionForm) {
  const pathOf = async () => (entry.path ? entry.path({ reader }) : path);

  /** Posts the valid form with one field changed: refused with `message`, nothing written. */
  async function refuses(name: string, value: string, message: string | undefined, rule: FieldRule, label: string) {
    const form = { ...(await entry.form({ reader })), [name]: value };
    const target = await pathOf();
    const before = await snapshot(entry.writes);
    const answer = await postForm(target, entry.as, form);
    if (rule.accepts) expectAnswered(answer, label);
    else expectRefused(answer, message, label, "html");
    expect(await snapshot(entry.writes), `${label}: nothing is written`).toEqual(before);
  }

  describe(`${path} ${entry.name}`, () => {
    for (const [name, rule] of Object.entries(entry.fields)) {
      it(`${name}: a control character`, async () => {
        const base = (await entry.form({ reader }))[name] ?? "";
        await fc.assert(
          fc.asyncProperty(refusedControl, fc.nat(), async (control, at) => {
            const label = `${file} ${name} with U+${control.charCodeAt(0).toString(16).padStart(4, "0")} at ${at}`;
            await refuses(name, withControl(base, control, at), rule.control, rule, label);
          }),
          { seed: SEED, numRuns: 2, examples: [["\u0000", 1]], endOnFailure: true },
        );
      });

      const tooLong = rule.tooLong;
      if (tooLong)
        it(`${name}: ${tooLong.max + 1} characters`, async () => {
          const base = (await entry.form({ reader }))[name] ?? "";
          await refuses(name, overLong(base, tooLong.max), tooLong.message, rule, `${file} ${name} over its length`);
        });

      const dateMessage = rule.date;
      if (dateMessage)
        it(`${name}: days the calendar lacks`, async () => {
          for (const day of IMPOSSIBLE_DAYS) await refuses(name, day, dateMessage, rule, `${file} ${name}=${day}`);
        });

      const cap = entry.longFields?.[name] ?? BODY_LIMITS.fieldChars;
      // A limit of a field's own that the body cannot carry is the body limit's concern (below).
      if (cap * 3 < BODY_LIMITS.formBytes)
        it(`${name}: over the ${cap.toLocaleString("en-US")} characters any field may hold`, async () => {
          const message = REQUEST_BODY_MESSAGES.fieldTooLong(name, cap);
          const form = { ...(await entry.form({ reader })), [name]: "x".repeat(cap + 1) };
          const before = await snapshot(entry.writes);
          expectRefused(
            await postForm(await pathOf(), entry.as, form),
            message,
            `${file} ${name} over the cap`,
            "html",
          );
          expect(await snapshot(entry.writes)).toEqual(before);
        });
    }

    // A route that reads no form (the unsubscribe link's token is its whole request): a post without its token.
    if (Object.keys(entry.fields).length === 0)
      it("reads no form: any post without its token is refused", async () => {
        const before = await snapshot(entry.writes);
        const answer = await postForm(await pathOf(), entry.as, {
          email: "a\u0000b@example.org",
          padding: "x".repeat(1000),
        });
        expectRefused(answer, undefined, `${file} without a token`, "html");
        expect(await snapshot(entry.writes)).toEqual(before);
      });
    else
      it("a body over the form limit", async () => {
        const before = await snapshot(entry.writes);
        const padding = { ...(await entry.form({ reader })), padding: "x".repeat(BODY_LIMITS.formBytes) };
        const answer = await postForm(await pathOf(), entry.as, padding);
        const message = entry.bodyTooLarge ?? REQUEST_BODY_MESSAGES.tooLarge(BODY_LIMITS.formBytes);
        expectRefused(answer, message, `${file} body`, "html");
        expect(await snapshot(entry.writes)).toEqual(before);
      });
  });
}

/** `body` with the field at a dot path ("user.email", "cart.0.type") set to `value`. */
function withField(body: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

function fieldOf(body: Record<string, unknown>, path: string): string {
  let at: unknown = body;
  for (const key of path.split(".")) at = (at as Record<string, unknown>)[key];
  return String(at ?? "");
}

function casesOfApiWrite(callName: string, entry: ApiWrite) {
  const [method = "POST", path = ""] = callName.split(" ");
  async function refuses(body: Record<string, unknown>, message: string | undefined, label: string) {
    const before = await snapshot(entry.writes);
    expectRefused(await sendJson(method, path, entry.as, JSON.stringify(body)), message, label, "json");
    expect(await snapshot(entry.writes), `${label}: nothing is written`).toEqual(before);
  }

  describe(callName, () => {
    for (const [name, rule] of Object.entries(entry.fields)) {
      it(`${name}: a control character`, async () => {
        await fc.assert(
          fc.asyncProperty(refusedControl, fc.nat(), async (control, at) => {
            const body = entry.body();
            await refuses(withField(body, name, withControl(fieldOf(body, name), control, at)), rule.control, name);
          }),
          { seed: SEED, numRuns: 2, examples: [["\u0000", 1]], endOnFailure: true },
        );
      });
      const tooLong = rule.tooLong;
      if (tooLong)
        it(`${name}: ${tooLong.max + 1} characters`, async () => {
          const body = entry.body();
          await refuses(withField(body, name, overLong(fieldOf(body, name), tooLong.max)), tooLong.message, name);
        });
    }

    // The myguide calls read no body (their one value is in the path): a spoiled one is never read.
    if (Object.keys(entry.fields).length === 0)
      it("reads no body: a spoiled one changes nothing of its answer", async () => {
        const answer = await sendJson(
          method,
          path,
          entry.as,
          `{"id":"1\\u0000","padding":"${"x".repeat(BODY_LIMITS.jsonBytes)}"}`,
        );
        expect(answer.status, answer.text).toBeLessThan(500);
      });
    else
      it("a body over the JSON limit", async () => {
        const body = { ...entry.body(), padding: "x".repeat(BODY_LIMITS.jsonBytes) };
        await refuses(body, REQUEST_BODY_MESSAGES.tooLarge(BODY_LIMITS.jsonBytes), `${callName} body`);
      });

    if (path.includes("/1"))
      it("a path value with a control character", async () => {
        for (const spoiled of ["1%00", "%01", "1%7F"]) {
          const answer = await sendJson(method, path.replace("/1", `/${spoiled}`), entry.as, "{}");
          expect(answer.status, `${callName} ${spoiled} → ${answer.text}`).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        }
      });
  });
}

describe("every field of every form and /api write refuses control characters, over-long text and impossible days", () => {
  const routes = actionRoutes();

  it("every action and /api write of the code has its valid post and fields in action-forms.ts", () => {
    expect([...new Set(routes.map((r) => r.file))].sort()).toEqual(Object.keys(ACTION_FORMS).sort());
    expect(
      apiWrites()
        .map((w) => `${w.method} ${w.path}`)
        .sort(),
    ).toEqual(Object.keys(API_WRITES).sort());
  });

  for (const { path, file } of routes) for (const entry of ACTION_FORMS[file] ?? []) casesOfForm(file, path, entry);
  for (const [callName, entry] of Object.entries(API_WRITES)) casesOfApiWrite(callName, entry);
});

describe("what the rules let through is stored as meant", () => {
  const count = async (sql: string, ...binds: unknown[]) =>
    (
      await env.DB.prepare(sql)
        .bind(...binds)
        .first<{ n: number }>()
    )?.n ?? 0;

  it("a username with NUL is refused and shown nowhere; tabs and line breaks in one become spaces", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM users WHERE username = ?", reader.username);
    const refused = await postForm("/profile", "reader", { intent: "username", username: "a\u0000b" });
    expectRefused(refused, FIELD_MESSAGES.controlCharacter(ACCOUNT_FIELDS.username), "username a\\0b", "html");
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE username = ?", reader.username)).toBe(before);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE instr(username, char(0)) > 0")).toBe(0);
    const kept = await postForm("/profile", "reader", { intent: "username", username: " Ada\tField\r\nRules " });
    expect(kept.status, kept.text.slice(0, 200)).toBe(200);
    expect(
      await count("SELECT COUNT(*) AS n FROM users WHERE id = ? AND username = 'Ada Field Rules'", reader.id),
    ).toBe(1);
  });

  it("a listing keeps its message's line breaks and tabs, and a refused one re-renders with what was typed", async () => {
    const form = {
      venue_name: "Tidewrack\tRooms",
      place_url: "new-york",
      address: "1 Quay Street",
      website: "https://example.org",
      email: "fieldrules-venue@example.org",
      message: "Drawings,\r\n\tprints and books.",
    };
    const refused = await postForm("/artguide/participate", "visitor", { ...form, address: "1 Quay\u0007 Street" });
    expectRefused(refused, FIELD_MESSAGES.controlCharacter(GUIDE_ADMIN_FIELDS.address), "address with BEL", "html");
    expect(refused.text).toContain('value="fieldrules-venue@example.org"');
    expect(refused.text).toContain("Drawings,");
    const sent = await postForm("/artguide/participate", "visitor", form);
    expect(sent.status, sent.text.slice(0, 200)).toBe(200);
    const stored = await env.DB.prepare("SELECT venue_name, message FROM member_submissions WHERE email = ?")
      .bind(form.email)
      .first<{ venue_name: string; message: string }>();
    expect(stored).toEqual({ venue_name: "Tidewrack Rooms", message: "Drawings,\r\n\tprints and books." });
  });

  it("a renewal date on 29 February is stored in a leap year only", async () => {
    const member = await env.DB.prepare("SELECT venue_id, status FROM guide_members LIMIT 1").first<{
      venue_id: number;
      status: string;
    }>();
    const save = (renewal_date: string) =>
      postForm(`${__ARTGUIDE_ADMIN_PATH__}/members`, "guideAdmin", {
        intent: "save",
        venue_id: String(member!.venue_id),
        status: member!.status,
        renewal_date,
      });
    expectRefused(await save("2027-02-29"), GUIDE_ADMIN_MESSAGES.renewal, "2027-02-29", "html");
    expect((await save("2028-02-29")).status).toBe(200);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM guide_members WHERE venue_id = ? AND renewal_date = '2028-02-29'",
        member!.venue_id,
      ),
    ).toBe(1);
  });

  it("a 3 MB venue description or an 11 MB form is refused before any schema reads it", async () => {
    const venues = await count("SELECT COUNT(*) AS n FROM venues");
    const multipart = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return call(`${__ARTGUIDE_ADMIN_PATH__}/locations/new`, {
        method: "POST",
        headers: { cookie: GUIDE_ADMIN },
        body,
        redirect: "manual",
      });
    };
    const huge = await multipart({ name: "Fuzz Hall", description: "<p>x</p>".repeat(400_000) });
    expectRefused(
      { status: huge.status, text: await huge.text(), location: null },
      REQUEST_BODY_MESSAGES.fieldTooLong("description", BODY_LIMITS.fieldChars),
      "3 MB description",
      "html",
    );
    const tooBig = await multipart({ name: "Fuzz Hall", a: "x".repeat(BODY_LIMITS.multipartBytes + 1024) });
    expectRefused(
      { status: tooBig.status, text: await tooBig.text(), location: null },
      REQUEST_BODY_MESSAGES.tooLarge(BODY_LIMITS.multipartBytes),
      "11 MB form",
      "html",
    );
    expect(await count("SELECT COUNT(*) AS n FROM venues")).toBe(venues);
  });

  it("a show stored with a day the calendar lacks still has its calendar file", async () => {
    const show = await env.DB.prepare("SELECT id FROM exhibitions ORDER BY id LIMIT 1").first<{ id: number }>();
    await env.DB.prepare("UPDATE exhibitions SET show_start = '2026-02-31', show_end = '2026-13-01' WHERE id = ?")
      .bind(show!.id)
      .run();
    const res = await call(`/artguide/calendar/exhibition/${show!.id}`);
    const text = await res.text();
    expect(res.status, text.slice(0, 200)).toBe(200);
    expect(text).toContain("DTSTART;VALUE=DATE:20260231");
  });
});
