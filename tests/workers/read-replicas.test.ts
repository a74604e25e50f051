import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, BOOKMARK_SECONDS, openReadSession } from "#workers/services/data/readReplicas";
import { call, createReader, json, jsonInit, row } from "./guide-helpers";

/**
 * Reads near the reader through D1's Sessions API: a write's answer carries its
 * bookmark, and the reader's next request, sent with it, reads that write back.
 */

const bookmarkOf = (res: Response) =>
  new RegExp(`${BOOKMARK_COOKIE}=([^;]+)`).exec(res.headers.get("set-cookie") ?? "")?.[1] ?? null;

async function liveExhibitionId(): Promise<number> {
  return (
    await row<{ id: number }>(
      "SELECT id FROM exhibitions WHERE show_end >= ? ORDER BY id LIMIT 1",
      new Date().toISOString().slice(0, 10),
    )
  ).id;
}

describe("reads near the reader, their own writes read back", () => {
  it("a write answers with its bookmark; the next request with it sees the write", async () => {
    const reader = await createReader("bookmark");
    const id = await liveExhibitionId();
    const added = await call(`/api/guide/myguide/exhibition/${id}`, jsonInit("POST", {}, reader.cookie));
    expect(added.status).toBe(200);
    const bookmark = bookmarkOf(added);
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/i);
    const setCookie = added.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain(`Max-Age=${BOOKMARK_SECONDS}`);
    expect(setCookie).toContain("HttpOnly");

    const cookie = `${reader.cookie}; ${BOOKMARK_COOKIE}=${bookmark}`;
    const list = await json<{ ids: number[] }>("/api/guide/myguide/exhibitions", 200, { headers: { cookie } });
    expect(list.ids).toContain(id);
    // A read sets no bookmark: only writes move it.
    const read = await call("/api/guide/myguide/exhibitions", { headers: { cookie } });
    expect(bookmarkOf(read)).toBeNull();
  });

  it("bookmarks only move forward: a later write's is at least the earlier one's", async () => {
    const reader = await createReader("forward");
    const id = await liveExhibitionId();
    const first = bookmarkOf(await call(`/api/guide/myguide/exhibition/${id}`, jsonInit("POST", {}, reader.cookie)));
    const second = bookmarkOf(
      await call(`/api/guide/myguide/exhibition/${id}`, {
        method: "DELETE",
        headers: { cookie: `${reader.cookie}; ${BOOKMARK_COOKIE}=${first}` },
      }),
    );
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    // D1's bookmarks sort oldest to newest.
    expect([first, second].sort()).toEqual([first, second]);
  });

  it("a bookmark that is not one is ignored, never a 5xx", async () => {
    for (const junk of [
      "x",
      "0000-zz",
      "a".repeat(500),
      "%00",
      "00000001-00000002-00000003-ffffffffffffffffffffffffffffffff",
    ]) {
      const res = await call("/", { headers: { cookie: `${BOOKMARK_COOKIE}=${junk}` } });
      expect(res.status, junk).toBe(200);
    }
  });

  it("the session answers like the database: a write then a read in one session", async () => {
    const session = openReadSession(env.DB, new Request("http://localhost/x", { method: "POST" }));
    const reader = await createReader("session");
    await session.db.prepare("UPDATE users SET username = ? WHERE id = ?").bind(`${reader.username}x`, reader.id).run();
    const back = await session.db
      .prepare("SELECT username FROM users WHERE id = ?")
      .bind(reader.id)
      .first<{ username: string }>();
    expect(back?.username).toBe(`${reader.username}x`);
    expect(session.bookmarkCookie()).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=`));
  });
});
