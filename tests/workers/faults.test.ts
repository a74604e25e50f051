import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Faults } from "#workers/services/http/faults";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#workers/services/http/serviceUnavailable";
import { freshIp, solvedCaptcha, textInit } from "./account-helpers";
import { createReader, ORIGIN, row } from "./guide-helpers";

/**
 * The platform failing under the site: D1 erroring or timing out, the Cache API,
 * the mail queue and the image bucket throwing (injected per request through
 * ctx.props.faults, workers/services/http/faults.ts). Pages fall back to a kept copy or
 * answer a clear 503 with the request id; a write is never lost or applied twice;
 * a failing cache never takes a page down. (A mail provider answering 500 is
 * retried by the queue: mail-queue.test.ts.)
 */

const withFaults = (faults: Faults) => exports.default({ props: { faults, publicDataSeconds: 0 } });
const quietly = () => vi.spyOn(console, "error").mockImplementation(() => {});

afterEach(() => vi.restoreAllMocks());

async function page(path: string, faults: Faults, init: RequestInit = {}) {
  const res = await withFaults(faults).fetch(`${ORIGIN}${path}`, init);
  return { res, body: await res.text() };
}

describe("the database failing", () => {
  for (const database of ["error", "timeout"] as const) {
    it(`(${database}) a page never kept answers 503 with the request id, a Retry-After and the reason`, async () => {
      quietly();
      const { res, body } = await page(`/artguide/place/new-york?category=galleries&fault=${database}`, {
        database,
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      const requestId = res.headers.get("x-request-id") ?? "";
      expect(requestId).not.toBe("");
      expect(body).toContain(requestId);
      expect(body).toContain(SERVICE_UNAVAILABLE_MESSAGE);
      expect(body).not.toMatch(/D1_ERROR|Network connection lost|exceeded timeout/);
    });
  }

  it("an API call answers 503 JSON with the request id", async () => {
    quietly();
    const res = await withFaults({ database: "error" }).fetch(`${ORIGIN}/api/guide/highlights`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: string; requestId: string };
    expect(body).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE, requestId: res.headers.get("x-request-id") });
  });

  it("a page the edge cache kept is answered from that copy while the database is down", async () => {
    const path = `/news?kept=${crypto.randomUUID()}`;
    const first = await exports.default.fetch(`${ORIGIN}${path}`);
    expect(first.status).toBe(200);
    const kept = await first.text();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the copy is stored after the answer
    quietly();
    const { res, body } = await page(path, { database: "error" });
    expect(res.status).toBe(200);
    expect(body).toBe(kept);
  });

  it("a signed-in reader's write answers 503 and writes nothing; the same write afterwards applies once", async () => {
    quietly();
    const reader = await createReader("faultwrite");
    const { id } = await row<{ id: number }>("SELECT id FROM exhibitions ORDER BY id DESC LIMIT 1");
    const post = (faults: Faults) =>
      withFaults(faults).fetch(`${ORIGIN}/api/guide/myguide/exhibition/${id}`, {
        method: "POST",
        headers: { cookie: reader.cookie },
      });
    expect((await post({ database: "error" })).status).toBe(503);
    const count = () =>
      env.DB.prepare("SELECT count(*) AS n FROM myguide_entries WHERE user_id = ?")
        .bind(reader.id)
        .first<{ n: number }>();
    expect((await count())?.n).toBe(0);
    expect((await post({})).status).toBe(200);
    expect((await post({})).status).toBe(200);
    expect((await count())?.n).toBe(1);
  });
});

describe("the Cache API failing", () => {
  it("pages render as if nothing were kept: 30 requests at once, all 200", async () => {
    quietly();
    const path = `/news?cachefault=${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 30 }, () => page(path, { cache: true })));
    expect(answers.map((a) => a.res.status)).toEqual(Array(30).fill(200));
    expect(answers.every((a) => a.body.includes("</html>"))).toBe(true);
  });
});

describe("the mail queue failing", () => {
  it("a recovery request still succeeds; its mail stays queued and the Cron Trigger queues it again", async () => {
    const errors = quietly();
    const reader = await createReader("faultmail");
    const captcha = await solvedCaptcha();
    const res = await withFaults({ queue: true }).fetch(
      `${ORIGIN}/api/user/recover`,
      textInit({ email: reader.email, g_recaptcha_response: captcha.token }, freshIp()),
    );
    expect(res.status).toBe(200);
    const mail = await row<{ id: number; state: string }>(
      "SELECT id, state FROM mail_outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1",
      reader.email,
    );
    expect(mail.state).toBe("queued");
    expect(errors.mock.calls.some(([line]) => String(line).includes("mail queue"))).toBe(true);
    // Ten minutes on, the scheduled run finds it and queues it again.
    await env.DB.prepare("UPDATE mail_outbox SET created_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 11 * 60_000).toISOString(), mail.id)
      .run();
    const sent: unknown[] = [];
    const queue = { send: async () => {}, sendBatch: async (batch: unknown[]) => void sent.push(...batch) };
    const { requeueLostMail } = await import("#workers/services/mail/mail");
    expect(await requeueLostMail(queue as unknown as Queue<{ mailId: number }>, env.DB, new Date())).toBeGreaterThan(0);
    expect(sent).toContainEqual({ body: { mailId: mail.id } });
  });
});

describe("the image bucket failing", () => {
  it("an uploaded image's address answers 503 with a Retry-After, never kept", async () => {
    const res = await withFaults({ storage: true }).fetch(
      `${ORIGIN}/media/uploads/00000000-0000-4000-8000-000000000000.png`,
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
