import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "#workers/app";
import { EDGE_CACHE_HEADER } from "#workers/services/http/edgeCacheHeader";
import { call, row } from "./guide-helpers";
import { sqlNow } from "./sqlClock";

// Every request writes one JSON log line (Workers Logs): its request id, method, the matched
// route's pattern (never the address: ids, tokens and queries stay out), status, duration and
// edge-cache outcome. Every error writes one JSON line with the same id and its stack.
const API = env.API_PATH ?? "/api";
const LINE_KEYS = ["cache", "durationMs", "event", "level", "method", "requestId", "route", "status"];
type Line = Record<string, unknown>;

function parsed(calls: unknown[][]): Line[] {
  return calls.flatMap(([text]) => {
    if (typeof text !== "string" || !text.startsWith("{")) return [];
    try {
      return [JSON.parse(text) as Line];
    } catch {
      return [];
    }
  });
}

/** The request lines (console.log) and error lines (console.error) written while `run` ran. */
async function logged(run: () => Promise<void>): Promise<{ requests: Line[]; errors: Line[]; raw: string }> {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    await run();
    const raw = [...log.mock.calls, ...error.mock.calls].map(([text]) => String(text)).join("\n");
    return {
      requests: parsed(log.mock.calls).filter((l) => l.event === "request"),
      errors: parsed(error.mock.calls),
      raw,
    };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

async function fetchOne(path: string, init: RequestInit = {}): Promise<{ res: Response; line: Line; raw: string }> {
  let res!: Response;
  const { requests, raw } = await logged(async () => {
    res = await call(path, init);
    await res.arrayBuffer();
  });
  expect(requests, JSON.stringify(requests)).toHaveLength(1);
  return { res, line: requests[0]!, raw };
}

describe("request log lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a page: one JSON line with the request id (cf-ray), method, route pattern, status, duration and cache outcome", async () => {
    const { res, line } = await fetchOne(`/artguide/mustsee?log=${Math.random()}`, {
      headers: { "cf-ray": "8d2e3f4a5b6c7d8e-FRA" },
    });
    expect(Object.keys(line).sort()).toEqual(LINE_KEYS);
    expect(line).toMatchObject({
      level: "info",
      event: "request",
      requestId: "8d2e3f4a5b6c7d8e-FRA",
      method: "GET",
      route: "/artguide/mustsee",
      status: 200,
      cache: res.headers.get(EDGE_CACHE_HEADER),
    });
    expect(line.cache).toBe("MISS");
    expect(typeof line.durationMs).toBe("number");
    expect(line.durationMs as number).toBeGreaterThanOrEqual(0);
  });

  it("names the pattern, never the address: no ids, slugs or query", async () => {
    const article = await row<{ url: string }>(
      `SELECT url FROM articles WHERE published_at <= ${sqlNow()} ORDER BY published_at DESC LIMIT 1`,
    );
    const { line, raw } = await fetchOne(`${article.url}?utm_source=secret-campaign`);
    expect(line.route).toBe("/:channel/:article");
    expect(raw).not.toContain(article.url);
    expect(raw).not.toContain("secret-campaign");
    // A calendar feed's path is its key: it must never reach the log.
    const token = "a".repeat(64);
    const feed = await fetchOne(`/artguide/calendar/myguide/${token}`);
    expect(feed.raw).not.toContain(token);
  });

  it("an /api call: the call table's pattern under the api path, no cache outcome; without cf-ray a fresh UUID", async () => {
    const { id } = await row<{ id: number }>("SELECT id FROM articles ORDER BY id LIMIT 1");
    const { line } = await fetchOne(`${API}/items/${id}`);
    expect(line).toMatchObject({ route: `${API}/items/:id`, status: 200, cache: null, method: "GET" });
    expect(line.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const missing = await fetchOne(`${API}/no/such/call/here`);
    expect(missing.line).toMatchObject({ route: null, status: 404 });
  });

  it("an edge-cache hit names the route that rendered the page", async () => {
    const path = `/artguide/artfairs?log=${Math.random()}`;
    const first = await fetchOne(path);
    expect(first.line).toMatchObject({ cache: "MISS", route: "/artguide/artfairs" });
    let hit: Line | undefined;
    for (let attempt = 0; attempt < 40 && hit?.cache !== "HIT"; attempt++) {
      // The first render is kept by ctx.waitUntil after it was answered.
      await new Promise((resolve) => setTimeout(resolve, 50));
      hit = (await fetchOne(path)).line;
    }
    expect(hit).toMatchObject({ cache: "HIT", route: "/artguide/artfairs", status: 200 });
  });

  it("a page nothing else matches: status 404 from the catch-all route", async () => {
    const { line, raw } = await fetchOne("/no/such/page/here");
    expect(line).toMatchObject({ status: 404, route: "/*" });
    expect(raw).not.toContain("/no/such/page");
  });
});

describe("error log lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("an /api call that fails: 500 with the request id in the body and header, one error line with the stack", async () => {
    // A database whose every query meets a bug (a dependency that does not answer is a 503: faults.test.ts).
    const failing = {
      prepare() {
        throw new Error("statement broken: database unavailable");
      },
      batch() {
        throw new Error("statement broken: database unavailable");
      },
      withSession() {
        return failing;
      },
    };
    let res!: Response;
    let body: Record<string, unknown> = {};
    const { requests, errors } = await logged(async () => {
      const ctx = createExecutionContext();
      res = await worker.fetch(
        new Request(`http://localhost${API}/items?category=news`, {
          headers: { "cf-ray": "9a9a9a9a9a9a9a9a-CDG" },
        }) as Request<unknown, IncomingRequestCfProperties>,
        { ...env, DB: failing } as unknown as Env,
        ctx,
      );
      body = (await res.json()) as Record<string, unknown>;
      await waitOnExecutionContext(ctx);
    });
    expect(res.status).toBe(500);
    expect(body).toEqual({ error: "The server could not answer this request.", requestId: "9a9a9a9a9a9a9a9a-CDG" });
    expect(res.headers.get("x-request-id")).toBe("9a9a9a9a9a9a9a9a-CDG");
    expect(JSON.stringify(body)).not.toContain("statement broken");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      level: "error",
      event: "error",
      source: "api",
      requestId: "9a9a9a9a9a9a9a9a-CDG",
      route: `${API}/items`,
      message: "statement broken: database unavailable",
    });
    expect(String(errors[0]!.stack)).toContain("database unavailable");
    expect(requests).toEqual([expect.objectContaining({ requestId: "9a9a9a9a9a9a9a9a-CDG", status: 500 })]);
  });

  it("a loader that fails: React Router's 500 page, one error line under the request's id, the request line names the route", async () => {
    // An order whose stored address is not JSON: its page's loader throws.
    const { id: userId } = await row<{ id: number }>("SELECT id FROM users WHERE username = 'reader'");
    await env.DB.prepare(
      `INSERT OR REPLACE INTO orders (id, user_id, idempotency_key, status, subtotal_cents, shipping_cents, total_cents, shipping_address, created_at)
       VALUES (990302, ?, 'request-log-test', 'paid', 100, 0, 100, '{not json', '2020-01-01T00:00:00Z')`,
    )
      .bind(userId)
      .run();
    let res!: Response;
    const { requests, errors } = await logged(async () => {
      res = await call("/order/990302", {
        headers: { "cf-ray": "7b7b7b7b7b7b7b7b-AMS", cookie: "session=seed-reader-session" },
      });
      await res.text();
    });
    expect(res.status).toBe(500);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ level: "error", source: "router", requestId: "7b7b7b7b7b7b7b7b-AMS" });
    expect(String(errors[0]!.stack)).toMatch(/JSON|SyntaxError/);
    expect(requests).toEqual([
      expect.objectContaining({ requestId: "7b7b7b7b7b7b7b7b-AMS", route: "/order/:id", status: 500 }),
    ]);
  });
});
