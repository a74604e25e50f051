import * as v from "valibot";
import type { AppConfig } from "#workers/config";
import { insertQueuedMail, mailWaitingSince } from "#workers/db/mailOutbox";

/**
 * Outgoing mail. A request never talks to the mail provider: `queueMail`
 * writes the mail to mail_outbox and puts its id on the mail queue, whose
 * consumer (mailDelivery.ts) sends it with retries. The provider is the mail
 * API when MAIL_API_URL is set; otherwise the row itself is the delivery (the
 * local outbox developers read at /api/dev/outbox).
 */
export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** A newsletter's HTML part. */
  html?: string;
  /** A newsletter's extra headers as a JSON object (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: string;
}

/** What travels on the queue: the outbox row's id only, never an address or a reset link. */
export const MailMessage = v.object({ mailId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type MailMessage = v.InferOutput<typeof MailMessage>;

/**
 * Writes the mail, then queues its id. The row is the truth: a queue that refuses the
 * message leaves the mail 'queued', and the Cron Trigger queues it again (requeueLostMail),
 * so the request still succeeds and the mail is not lost.
 */
export async function queueMail(queue: Queue<MailMessage>, db: D1Database, mail: Mail): Promise<number> {
  const mailId = await insertQueuedMail(db, mail.to, mail.subject, mail.body, new Date(), {
    html: mail.html,
    headers: mail.headers,
  });
  try {
    await queue.send({ mailId });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", source: "mail queue", mailId, message: String(error) }));
  }
  return mailId;
}

/** Minutes a queued mail may wait for its message before the Cron Trigger queues it again. */
export const LOST_MAIL_MINUTES = 10;

/** Queues again every mail whose message was lost; a mail is still sent once (its row is claimed). */
export async function requeueLostMail(queue: Queue<MailMessage>, db: D1Database, now: Date): Promise<number> {
  const ids = await mailWaitingSince(db, new Date(now.getTime() - LOST_MAIL_MINUTES * 60_000));
  for (let i = 0; i < ids.length; i += 100)
    await queue.sendBatch(ids.slice(i, i + 100).map((mailId) => ({ body: { mailId } })));
  return ids.length;
}

/** A stored headers column as an object of strings; anything else as none. */
export function extraHeaders(json: string): Record<string, string> {
  try {
    const parsed = v.safeParse(v.record(v.string(), v.string()), JSON.parse(json || "{}"));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

export interface MailProvider {
  /** "outbox": mail stays in D1 for developers; "api": the configured mail API. */
  kind: "outbox" | "api";
  /** Hands one mail over; throws when the provider did not take it. `id` makes a repeat recognisable. */
  deliver(mail: Mail & { id: number }): Promise<void>;
}

const outboxProvider: MailProvider = {
  kind: "outbox",
  async deliver(mail) {
    // Subject and row only: bodies hold reset links, which never go to a log.
    console.log(`mail: "${mail.subject}" kept in mail_outbox row ${mail.id}`);
  },
};

function apiProvider(config: AppConfig): MailProvider {
  return {
    kind: "api",
    async deliver(mail) {
      const res = await fetch(config.mailApiUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${config.mailApiKey}`,
          // Providers that honour it drop a repeat of the same mail (a retry after a lost answer).
          "idempotency-key": `artmagazine-mail-${mail.id}`,
        },
        body: JSON.stringify({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.headers ? { headers: extraHeaders(mail.headers) } : {}),
        }),
      });
      if (!res.ok) throw new Error(`mail API answered ${res.status}`);
    },
  };
}

export function mailProviderFor(config: AppConfig): MailProvider {
  return config.mailApiUrl ? apiProvider(config) : outboxProvider;
}
