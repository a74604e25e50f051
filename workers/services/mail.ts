import type { AppConfig } from "#workers/config";
import { insertOutboxMail } from "#workers/db/mailOutbox";

/**
 * Outgoing mail behind one interface. By default mail is kept in the
 * mail_outbox table and announced on the console (subject and row only:
 * bodies hold reset links, which never go to a log). With MAIL_API_URL set,
 * mail goes to that API as JSON with a Bearer key.
 */
export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  kind: "outbox" | "api";
  send(mail: Mail): Promise<void>;
}

function outboxMailer(db: D1Database): Mailer {
  return {
    kind: "outbox",
    async send(mail) {
      const id = await insertOutboxMail(db, mail.to, mail.subject, mail.body);
      console.log(`mail: "${mail.subject}" kept in mail_outbox row ${id}`);
    },
  };
}

function apiMailer(config: AppConfig): Mailer {
  return {
    kind: "api",
    async send(mail) {
      const res = await fetch(config.mailApiUrl, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${config.mailApiKey}` },
        body: JSON.stringify({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.body }),
      });
      if (!res.ok) throw new Error(`mail API answered ${res.status}`);
    },
  };
}

export function mailerFor(config: AppConfig, db: D1Database): Mailer {
  return config.mailApiUrl ? apiMailer(config) : outboxMailer(db);
}
