import * as v from "valibot";
import { claimMail, mailState, markMailFailed, markMailSent, releaseMail } from "#workers/db/mailOutbox";
import { MailMessage, type MailProvider } from "./mail";

/**
 * The mail queue's consumer. Each message names an outbox row; the row is
 * claimed in one statement before the provider is called and marked sent
 * after, so a message delivered twice (queues deliver at least once) sends
 * one mail. A provider failure puts the row back and retries the message
 * with a growing delay; after the queue's last retry the message lands in the
 * dead-letter queue, whose consumer marks the row failed.
 */
export const MAIL_QUEUE = "artmagazine-mail";
export const MAIL_DEAD_LETTER_QUEUE = "artmagazine-mail-failed";

/** How long a claim holds: a sender silent for longer is taken to have died mid-send. */
export const CLAIM_SECONDS = 120;

/** Delay before the next try: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export interface MailDeliveryDeps {
  db: D1Database;
  provider: MailProvider;
  now?: () => Date;
}

function mailIdOf(message: Message<unknown>): number | null {
  const parsed = v.safeParse(MailMessage, message.body);
  return parsed.success ? parsed.output.mailId : null;
}

async function deliverOne(message: Message<unknown>, { db, provider, now = () => new Date() }: MailDeliveryDeps) {
  const mailId = mailIdOf(message);
  if (mailId === null) {
    console.error(`mail queue: message ${message.id} names no mail and was dropped`);
    message.ack();
    return;
  }
  const start = now();
  const mail = await claimMail(db, mailId, start, new Date(start.getTime() - CLAIM_SECONDS * 1000));
  if (!mail) {
    // Another delivery of the same mail holds it: look again once its claim would have lapsed.
    if ((await mailState(db, mailId)) === "sending") message.retry({ delaySeconds: CLAIM_SECONDS });
    // Sent, failed or unknown: nothing left to do.
    else message.ack();
    return;
  }
  try {
    await provider.deliver(mail);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`mail: row ${mailId} not delivered (try ${mail.attempts}): ${reason}`);
    await releaseMail(db, mailId, reason);
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    return;
  }
  await markMailSent(db, mailId, now(), provider.kind === "outbox");
  message.ack();
}

async function failOne(message: Message<unknown>, db: D1Database, now: Date) {
  const mailId = mailIdOf(message);
  if (mailId !== null) {
    await markMailFailed(db, mailId, new Date(now.getTime() - CLAIM_SECONDS * 1000));
    console.error(`mail: row ${mailId} failed: its retries ran out`);
  }
  message.ack();
}

/** The queue() handler's work for the mail queue and its dead-letter queue. */
export async function handleMailBatch(batch: MessageBatch<unknown>, deps: MailDeliveryDeps): Promise<void> {
  for (const message of batch.messages) {
    try {
      if (batch.queue === MAIL_DEAD_LETTER_QUEUE) await failOne(message, deps.db, (deps.now ?? (() => new Date()))());
      else await deliverOne(message, deps);
    } catch (error) {
      // D1 or the runtime failed around the provider: try this message again later.
      console.error(`mail queue: message ${message.id} will be retried`, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
