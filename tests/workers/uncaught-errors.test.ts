import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORIGIN } from "./guide-helpers";

// An error nothing else caught is answered with the site's 500 (HTML, or JSON under /api):
// every security header, the request id to quote, never the error's message or stack.
const SECRET = "internal detail: table sessions is locked at worker.ts:42";
/** A request the entry fails on before answering (workers/services/http/callerProps.ts: only a caller with a binding can ask). */
const failing = () => exports.default({ props: { failure: SECRET } });

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("unsafe-inline");
  expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
}

/** The structured log lines written while `run` ran. */
async function logged(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  await run();
  return errors.mock.calls.flatMap(([line]) => {
    try {
      return typeof line === "string" ? [JSON.parse(line) as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

describe("uncaught errors", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a page: the site's 500 page with the request id (cf-ray), headers, no message; one JSON log line with the stack", async () => {
    let res!: Response;
    let body = "";
    const lines = await logged(async () => {
      res = await failing().fetch(`${ORIGIN}/news?uncaught=1`, { headers: { "cf-ray": "8c1f2e3d4a5b6c7d-LHR" } });
      body = await res.text();
    });
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toContain("text/html");
    expectSecurityHeaders(res);
    expect(res.headers.get("x-request-id")).toBe("8c1f2e3d4a5b6c7d-LHR");
    expect(body).toContain("Something went wrong");
    expect(body).toContain('data-request-id="8c1f2e3d4a5b6c7d-LHR"');
    expect(body).not.toContain(SECRET);
    expect(body).not.toMatch(/\bat \S+ \(|worker\.ts|Error:/);
    const line = lines.find((entry) => entry.requestId === "8c1f2e3d4a5b6c7d-LHR");
    expect(line).toMatchObject({ level: "error", event: "error", source: "entry", method: "GET", message: SECRET });
    expect(String(line?.stack)).toContain("Error");
    // The log names routes, never addresses (paths carry ids and keys, queries search terms).
    expect(JSON.stringify(lines)).not.toContain("uncaught=1");
  });

  it("an /api call: JSON {error, requestId} with the headers; without cf-ray the id is a fresh UUID", async () => {
    let res!: Response;
    let body: Record<string, unknown> = {};
    const lines = await logged(async () => {
      res = await failing().fetch(`${ORIGIN}${env.API_PATH ?? "/api"}/items?category=news`);
      body = (await res.json()) as Record<string, unknown>;
    });
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toContain("application/json");
    expectSecurityHeaders(res);
    expect(Object.keys(body).sort()).toEqual(["error", "requestId"]);
    expect(body.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(res.headers.get("x-request-id")).toBe(body.requestId);
    expect(JSON.stringify(body)).not.toContain(SECRET);
    expect(lines.some((entry) => entry.requestId === body.requestId && entry.message === SECRET)).toBe(true);
  });

  it("a request id that is not a ray's shape is not echoed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await failing().fetch(`${ORIGIN}/news`, { headers: { "cf-ray": '"><script>alert(1)</script>' } });
    const body = await res.text();
    expect(res.status).toBe(500);
    expect(body).not.toContain("<script>");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a loader's error: React Router's 500 page shows the request id", async () => {
    // An order whose stored address is not JSON: its page's loader throws.
    const { id: userId } = (await env.DB.prepare("SELECT id FROM users WHERE username = 'reader'").first<{
      id: number;
    }>())!;
    await env.DB.prepare(
      `INSERT OR REPLACE INTO orders (id, user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, shipping_address, created_at)
       VALUES (990301, ?, 'uncaught-errors-test', 'paid', 100, 0, 100, '{not json', '2020-01-01T00:00:00Z')`,
    )
      .bind(userId)
      .run();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await exports.default.fetch(`${ORIGIN}/order/990301`, {
      headers: { "cf-ray": "7a7a7a7a7a7a7a7a-AMS", cookie: "session=seed-reader-session" },
    });
    const body = await res.text();
    expect(res.status).toBe(500);
    expectSecurityHeaders(res);
    expect(body).toContain('data-testid="server-error"');
    expect(body).toContain('data-request-id="7a7a7a7a7a7a7a7a-AMS"');
  });
});
