import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { burst, summary } from "./concurrency";
import { createReader, ORIGIN, row, type TestReader } from "./guide-helpers";

// A signed-in reader's page reads may take who they are from the isolate's memory for
// KEPT_VIEWER_SECONDS, which the other Worker tests turn off; their actions always ask D1.
const keptFor = (seconds: number) => exports.default({ props: { keptViewerSeconds: seconds } });
const as = (reader: TestReader, method = "GET"): RequestInit => ({ method, headers: { cookie: reader.cookie } });

/** Who /api/token_check says the reader is: their username, or null for a visitor. */
async function signedInAs(reader: TestReader, seconds = 5): Promise<string | null> {
  const res = await keptFor(seconds).fetch(`${ORIGIN}/api/token_check`, as(reader));
  const body = (await res.json()) as { ok: boolean; data?: { username: string } };
  return body.ok ? (body.data?.username ?? null) : null;
}

/** Ends the reader's sessions in D1 only, as a sign-out answered by another isolate does. */
async function signOutElsewhere(reader: TestReader): Promise<void> {
  await env.DB.prepare("DELETE FROM sessions WHERE user_id = ?").bind(reader.id).run();
}

async function firstExhibitionId(): Promise<number> {
  return (await row<{ id: number }>("SELECT id FROM exhibitions ORDER BY id LIMIT 1")).id;
}

describe("signed-in readers kept in the isolate's memory", () => {
  it("answers 30 identical page reads of one reader at once, each for that reader", async () => {
    const reader = await createReader("keptburst");
    for (const round of ["while the reader is looked up", "once kept"]) {
      const answers = await burst("/artguide/myguide", 30, {
        props: { keptViewerSeconds: 5 },
        init: { headers: { cookie: reader.cookie } },
      });
      expect(summary(answers), round).toEqual({ statuses: Array(30).fill(200), firstFailure: undefined });
      expect(
        answers.every((answer) => answer.body.includes(`title="${reader.username}" data-testid="account-username"`)),
        round,
      ).toBe(true);
    }
  });

  it("refuses an action at once after a sign-out elsewhere, while page reads catch up within the lifetime", async () => {
    const reader = await createReader("keptelsewhere");
    expect(await signedInAs(reader, 1)).toBe(reader.username);
    await signOutElsewhere(reader);
    // A page read in the lifetime may still show the reader signed in ...
    expect(await signedInAs(reader, 1)).toBe(reader.username);
    // ... but nothing they send changes anything.
    const id = await firstExhibitionId();
    const toggle = await keptFor(1).fetch(`${ORIGIN}/api/guide/myguide/exhibition/${id}`, as(reader, "POST"));
    expect(toggle.status).toBe(401);
    await toggle.arrayBuffer();
    const saved = await env.DB.prepare("SELECT count(*) AS n FROM myguide_entries WHERE user_id = ?")
      .bind(reader.id)
      .first<{ n: number }>();
    expect(saved?.n).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await signedInAs(reader, 1)).toBeNull();
  });

  it("ends the reader's page reads at once when they sign out in this isolate", async () => {
    const reader = await createReader("keptsignout");
    expect(await signedInAs(reader)).toBe(reader.username);
    const signOut = await keptFor(5).fetch(`${ORIGIN}/api/logout`, as(reader));
    expect(signOut.status).toBe(200);
    await signOut.arrayBuffer();
    expect(await signedInAs(reader)).toBeNull();
  });

  it("shows the reader as they are after any action of theirs", async () => {
    const reader = await createReader("keptaction");
    expect(await signedInAs(reader)).toBe(reader.username);
    const renamed = `${reader.username}x`;
    await env.DB.prepare("UPDATE users SET username = ? WHERE id = ?").bind(renamed, reader.id).run();
    // Their next action (any) forgets the kept reader: the page read after it is fresh.
    const id = await firstExhibitionId();
    const toggle = await keptFor(5).fetch(`${ORIGIN}/api/guide/myguide/exhibition/${id}`, as(reader, "POST"));
    expect(toggle.status).toBe(200);
    await toggle.arrayBuffer();
    expect(await signedInAs(reader)).toBe(renamed);
  });

  it("never keeps staff: a revoked admin is a reader at their next page", async () => {
    const editor = await createReader("keptstaff");
    await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE id = ?").bind(editor.id).run();
    const adminStatus = async () => {
      const res = await keptFor(5).fetch(`${ORIGIN}/admin`, as(editor));
      await res.arrayBuffer();
      return res.status;
    };
    expect(await adminStatus()).toBe(200);
    await env.DB.prepare("UPDATE users SET is_admin = 0 WHERE id = ?").bind(editor.id).run();
    expect(await adminStatus()).toBe(403);
  });
});
