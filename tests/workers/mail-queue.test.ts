import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "#workers/app";
import { readConfig } from "#workers/config";
import { insertQueuedMail } from "#workers/db/mailOutbox";
import { type Mail, type MailProvider, mailProviderFor } from "#workers/services/mail/mail";
import {
  CLAIM_SECONDS,
  handleMailBatch,
  MAIL_DEAD_LETTER_QUEUE,
  MAIL_QUEUE,
  retryDelaySeconds,
} from "#workers/services/mail/mailDelivery";
import { jsonPost, solvedCaptcha } from "./account-helpers";
import { createReader, json } from "./guide-helpers";

interface Row {
  state: string;
  attempts: number;
  body: string;
  last_error: string | null;
  sent_at: string | null;
}

const rowOf = (id: number) =>
  env.DB.prepare("SELECT state, attempts, body, last_error, sent_at FROM mail_outbox WHERE id = ?1")
    .bind(id)
    .first<Row>();

const queuedMail = (to = "queue@example.org") =>
  insertQueuedMail(env.DB, to, "Choose a new Artmagazine password", "Open https://example.org/recover?token=t");

let messageCount = 0;
/** A batch as the queue hands it over: one message naming the mail, on its `attempts`th delivery. */
function batchOf(mailId: number, attempts = 1, queue = MAIL_QUEUE) {
  messageCount += 1;
  return createMessageBatch(queue, [{ id: `m${messageCount}`, timestamp: new Date(), attempts, body: { mailId } }]);
}

/** A provider that records what it was handed and fails its first `failures` calls. */
function flakyProvider(failures: number, kind: MailProvider["kind"] = "api") {
  const delivered: (Mail & { id: number })[] = [];
  let calls = 0;
  const provider: MailProvider = {
    kind,
    async deliver(mail) {
      calls += 1;
      if (calls <= failures) throw new Error("mail API answered 503");
      delivered.push(mail);
    },
  };
  return { provider, delivered, calls: () => calls };
}

/** Runs the queue handler over a batch and answers what it acknowledged, retried, and each retry's delay. */
async function consume(batch: MessageBatch<unknown>, provider: MailProvider) {
  const ctx = createExecutionContext();
  const delays: (number | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
  }
  await handleMailBatch(batch, { db: env.DB, provider });
  return { ...(await getQueueResult(batch, ctx)), delays };
}

describe("mail through the queue", () => {
  it("a failing provider is retried with a delay and the mail is delivered once", async () => {
    const id = await queuedMail();
    const { provider, delivered, calls } = flakyProvider(1);

    const first = await consume(batchOf(id, 1), provider);
    expect(first.explicitAcks).toEqual([]);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.delays).toEqual([retryDelaySeconds(1)]);
    expect(await rowOf(id)).toMatchObject({ state: "queued", attempts: 1, last_error: "mail API answered 503" });

    const second = await consume(batchOf(id, 2), provider);
    expect(second.explicitAcks).toHaveLength(1);
    expect(second.retryMessages).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ state: "sent", attempts: 2, last_error: null });

    // The queue delivers at least once: the same message again sends nothing.
    const again = await consume(batchOf(id, 1), provider);
    expect(again.explicitAcks).toHaveLength(1);
    expect(calls()).toBe(2);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ id, to: "queue@example.org", subject: "Choose a new Artmagazine password" });
  });

  it("two deliveries of one mail at the same time send it once; the second looks again after the claim", async () => {
    const id = await queuedMail();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const delivered: number[] = [];
    const slow: MailProvider = {
      kind: "api",
      async deliver(mail) {
        await held;
        delivered.push(mail.id);
      },
    };
    const first = consume(batchOf(id), slow);
    // The first delivery has claimed the mail once its row says so.
    await vi.waitFor(async () => expect((await rowOf(id))?.state).toBe("sending"));
    const second = await consume(batchOf(id), slow);
    expect(second.retryMessages).toHaveLength(1);
    expect(second.delays).toEqual([CLAIM_SECONDS]);
    release();
    expect((await first).explicitAcks).toHaveLength(1);
    expect(delivered).toEqual([id]);
  });

  it("backs off: 30 s, doubling, at most an hour", () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });

  it("keeps the body of a mail left in the local outbox and drops it once a mail API has it", async () => {
    const local = await queuedMail();
    await consume(batchOf(local), flakyProvider(0, "outbox").provider);
    expect((await rowOf(local))?.body).toContain("recover?token=");
    const sent = await queuedMail();
    await consume(batchOf(sent), flakyProvider(0, "api").provider);
    expect(await rowOf(sent)).toMatchObject({ state: "sent", body: "" });
  });

  it("drops a message that names no mail instead of retrying it for ever", async () => {
    const batch = createMessageBatch(MAIL_QUEUE, [
      { id: "bad", timestamp: new Date(), attempts: 1, body: { mailId: "1; DROP TABLE" } },
    ]);
    const result = await consume(batch, flakyProvider(0).provider);
    expect(result.explicitAcks).toEqual(["bad"]);
  });
});

describe("the dead-letter queue", () => {
  it("marks a mail whose retries ran out as failed, and leaves a sent one alone", async () => {
    const failed = await queuedMail();
    await consume(batchOf(failed, 1, MAIL_DEAD_LETTER_QUEUE), flakyProvider(0).provider);
    expect((await rowOf(failed))?.state).toBe("failed");
    // A failed mail is never sent later by a stray message.
    const { provider, delivered } = flakyProvider(0);
    await consume(batchOf(failed), provider);
    expect(delivered).toEqual([]);

    const sent = await queuedMail();
    await consume(batchOf(sent), provider);
    await consume(batchOf(sent, 1, MAIL_DEAD_LETTER_QUEUE), provider);
    expect((await rowOf(sent))?.state).toBe("sent");
  });
});

describe("the mail API provider", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("posts the mail with its key and an idempotency key, and fails on a refusal so the queue retries", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(new Response("busy", { status: 503 }))
      .mockResolvedValueOnce(new Response("{}", { status: 200 }));
    const provider = mailProviderFor(
      readConfig({ MAIL_API_URL: "https://mail.example/send", MAIL_API_KEY: "key", MAIL_FROM: "news@example.org" }),
    );
    expect(provider.kind).toBe("api");
    const mail = { id: 7, to: "a@example.org", subject: "S", body: "B" };
    await expect(provider.deliver(mail)).rejects.toThrow("mail API answered 503");
    await provider.deliver(mail);
    const [url, init] = fetchSpy.mock.calls[1]!;
    expect(url).toBe("https://mail.example/send");
    const headers = new Headers(init?.headers);
    expect(headers.get("authorization")).toBe("Bearer key");
    expect(headers.get("idempotency-key")).toBe("artmagazine-mail-7");
    expect(JSON.parse(String(init?.body))).toEqual({
      from: "news@example.org",
      to: "a@example.org",
      subject: "S",
      text: "B",
    });
  });
});

describe("recovery mail", () => {
  it("is written to the outbox and queued by the request, and the Worker's queue() delivers it", async () => {
    const reader = await createReader("queued");
    await json(
      "/api/user/recover",
      200,
      jsonPost({ email: reader.email, g_recaptcha_response: (await solvedCaptcha()).token }),
    );
    const row = await env.DB.prepare("SELECT id, state FROM mail_outbox WHERE to_email = ?1")
      .bind(reader.email)
      .first<{ id: number; state: string }>();
    // Queued, or already sent by the local queue's consumer.
    expect(["queued", "sending", "sent"]).toContain(row?.state);
    const batch = batchOf(row!.id);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages).toEqual([]);
    expect((await rowOf(row!.id))?.state).toBe("sent");
  });

  it("reaches the consumer through the local queue on its own", async () => {
    const reader = await createReader("local");
    await json(
      "/api/user/recover",
      200,
      jsonPost({ email: reader.email, g_recaptcha_response: (await solvedCaptcha()).token }),
    );
    await vi.waitFor(
      async () => {
        const row = await env.DB.prepare("SELECT state FROM mail_outbox WHERE to_email = ?1")
          .bind(reader.email)
          .first<{ state: string }>();
        expect(row?.state).toBe("sent");
      },
      { timeout: 20_000, interval: 200 },
    );
  });
});
