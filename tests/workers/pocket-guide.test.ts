import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACCOUNT_HEADER } from "#machines/rules/pocket/offlineCaches";
import worker from "#workers/app";
import { call, createReader, json, ORIGIN, row } from "./guide-helpers";

/**
 * The server's side of the pocket guide: every answer names the reader it
 * was rendered for (the service worker keeps personal pages per account and
 * drops them for anyone else), the offline page is always rendered for
 * nobody, myguide changes replayed from an offline queue are idempotent, and
 * the offline map style is there whatever the deployed map is.
 */
const accountOf = (res: Response) => res.headers.get(ACCOUNT_HEADER);

async function someExhibitionIds(n: number): Promise<number[]> {
  const rows = await env.DB.prepare("SELECT id FROM exhibitions ORDER BY id LIMIT ?").bind(n).all<{ id: number }>();
  return rows.results.map((r) => r.id);
}

const write = (method: "POST" | "DELETE", id: number, cookie: string) =>
  call(`/api/guide/myguide/exhibition/${id}`, {
    method,
    headers: { cookie, origin: ORIGIN, accept: "application/json" },
  });

describe("x-pocket-account", () => {
  it("names a signed-in reader by a key of their own, on pages and the API alike; nobody is 'none'", async () => {
    const a = await createReader("pocketa");
    const b = await createReader("pocketb");
    const pageA = await call("/artguide/myguide", { headers: { cookie: a.cookie } });
    const apiA = await call("/api/guide/myguide/exhibitions", { headers: { cookie: a.cookie } });
    const pageB = await call("/artguide/myguide", { headers: { cookie: b.cookie } });
    await Promise.all([pageA.text(), apiA.text(), pageB.text()]);
    expect(accountOf(pageA)).toMatch(/^[0-9a-f]{16}$/);
    expect(accountOf(apiA)).toBe(accountOf(pageA));
    expect(accountOf(pageB)).toMatch(/^[0-9a-f]{16}$/);
    expect(accountOf(pageB)).not.toBe(accountOf(pageA));
    // The key is a hash, not the id itself.
    expect(accountOf(pageA)).not.toBe(String(a.id).padStart(16, "0"));
    const anonymous = await call("/artguide/myguide");
    await anonymous.text();
    expect(accountOf(anonymous)).toBe("none");
  });
});

describe("GET /artguide/offline", () => {
  it("is rendered for nobody, even with a session, and says plainly the page is not kept", async () => {
    const reader = await createReader("pocketoffline");
    const res = await call("/artguide/offline", { headers: { cookie: reader.cookie } });
    const page = await res.text();
    expect(res.status).toBe(200);
    expect(accountOf(res)).toBe("none");
    expect(page).toContain("You are offline");
    expect(page).toContain("This page is not saved on this device, so it can&#x27;t open without a connection.");
    expect(page).not.toContain(reader.username);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});

describe("myguide changes replayed from the offline queue", () => {
  it("an add or a remove sent twice is the same change", async () => {
    const reader = await createReader("pocketreplay");
    const [id] = await someExhibitionIds(1);
    for (const _ of [1, 2]) expect((await write("POST", id!, reader.cookie)).status).toBe(200);
    const added = await row<{ n: number }>(
      "SELECT count(*) AS n FROM myguide_entries WHERE user_id = ? AND exhibition_id = ?",
      reader.id,
      id,
    );
    expect(added.n).toBe(1);
    for (const _ of [1, 2]) expect((await write("DELETE", id!, reader.cookie)).status).toBe(200);
    const removed = await row<{ n: number }>("SELECT count(*) AS n FROM myguide_entries WHERE user_id = ?", reader.id);
    expect(removed.n).toBe(0);
  });

  it("a queued add of a show removed on another device adds it again, and keeps the other device's additions", async () => {
    const reader = await createReader("pocketconflict");
    const [shared, otherDevice, offline] = await someExhibitionIds(3);
    await write("POST", shared!, reader.cookie);
    // The other device removes the shared show and adds one of its own; then the offline queue replays.
    await write("DELETE", shared!, reader.cookie);
    await write("POST", otherDevice!, reader.cookie);
    await write("POST", offline!, reader.cookie);
    await write("POST", shared!, reader.cookie);
    const { ids } = await json<{ ids: number[] }>("/api/guide/myguide/exhibitions", 200, {
      headers: { cookie: reader.cookie },
    });
    expect([...ids].sort((x, y) => x - y)).toEqual([shared!, otherDevice!, offline!].sort((x, y) => x - y));
  });
});

describe("GET /artguide/map/style.json?basemap=offline", () => {
  it("is the Natural Earth map even where the deployed map is the street map", async () => {
    const streetMap: Record<string, unknown> = { MAP_TILES: "pmtiles", MAP_ARCHIVE: "never-uploaded.pmtiles" };
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/artguide/map/style.json?basemap=offline`) as Request<unknown, IncomingRequestCfProperties>,
      { ...env, ...streetMap } as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const style = (await res.json()) as { sources: Record<string, { data?: unknown }> };
    expect(style.sources.land?.data).toBe(`${ORIGIN}/artguide/map/land.geojson`);
  });
});
