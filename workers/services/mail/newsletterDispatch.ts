import { type NewsletterKind, type Segment, segmentLabel } from "#machines/rules/admin/adminNewsletter";
import { shortDate } from "#machines/rules/calendar/dates";
import { renderNewsletter, type TemplateContent } from "#machines/rules/newsletter/newsletterMail";
import type { AppContext } from "#workers/context";
import {
  createDispatch,
  currentIssueContent,
  customListName,
  insertDispatchMails,
  newestVideos,
  openingsBetween,
  placeName,
  type RecipientMail,
  segmentRecipients,
} from "#workers/db/newsletterAdmin";
import type { Viewer } from "#workers/requestScope";
import { signUnsubscribe } from "#workers/services/account/unsubscribeToken";
import { queueMail } from "./mail";

/**
 * Newsletter templates filled from the site's content, the test mail to the
 * signed-in admin and the dispatch to a segment: one outbox row per recipient,
 * each on the mail queue, each with its own one-click unsubscribe.
 */
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

export interface TemplateChoice {
  kind: NewsletterKind;
  /** The guide city of shows and artguide. */
  place: string;
  /** The text of a stationary letter. */
  letter: string;
}

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The week's openings and the letters' content, ready to render. */
export async function templateContent(db: D1Database, choice: TemplateChoice, now: Date): Promise<TemplateContent> {
  switch (choice.kind) {
    case "print": {
      const issue = await currentIssueContent(db, now);
      return {
        kind: "print",
        heading: issue ? `${issue.title}${issue.subtitle ? `: ${issue.subtitle}` : ""}` : "The new issue",
        intro: issue?.description || "The new issue of the magazine is out.",
        url: issue ? `/print/${issue.slug}` : "/print/archive",
        items: (issue?.articles ?? []).map((a) => ({ title: a.title, url: a.url, note: a.dek.slice(0, 220) })),
      };
    }
    case "video": {
      const videos = await newestVideos(db, now);
      return {
        kind: "video",
        heading: "New on video",
        intro: "The newest films of the magazine: artists in their studios, exhibitions walked through.",
        url: "/video",
        items: videos.map((v) => ({ title: v.title, url: v.url, note: v.dek.slice(0, 220) })),
      };
    }
    case "stationary":
      return { kind: "stationary", heading: "A letter from Artmagazine", letter: choice.letter };
    default: {
      const city = (await placeName(db, choice.place)) ?? choice.place;
      const from = dayOf(now);
      const until = dayOf(new Date(now.getTime() + 7 * DAY));
      const openings = await openingsBetween(db, choice.place, from, until);
      return {
        kind: choice.kind,
        heading: choice.kind === "artguide" ? `${city}: your art guide for the week` : `Openings in ${city} this week`,
        intro:
          openings.length > 0
            ? `${openings.length} ${openings.length === 1 ? "opening" : "openings"} from ${shortDate(from)} to ${shortDate(until)}.`
            : `No opening is listed in ${city} this week; the guide has every show on view.`,
        url: `/artguide/place/${choice.place}`,
        items: openings.map((o) => ({
          title: o.title.replace(/\s+/g, " ").trim(),
          url: `/artguide/venue/${o.venue_slug}`,
          note: [o.artists, o.venue].filter(Boolean).join(" · "),
          meta: `Opening ${shortDate(o.opening_start)} · until ${shortDate(o.show_end)} · ${o.address}`,
        })),
      };
    }
  }
}

function baseUrlOf(app: AppContext): string {
  return app.config.baseUrl.replace(/\/+$/, "");
}

/** The recipient's unsubscribe link, signed for the address and the dispatch. */
export async function unsubscribeUrl(app: AppContext, email: string, dispatchId: number | null): Promise<string> {
  const token = await signUnsubscribe({ email, dispatchId }, app.config.meterSecret);
  return `${baseUrlOf(app)}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/** The headers of RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the link. */
export function unsubscribeHeaders(url: string): string {
  return JSON.stringify({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
}

async function mailFor(
  app: AppContext,
  content: TemplateContent,
  preheader: string,
  email: string,
  dispatchId: number | null,
): Promise<RecipientMail> {
  const url = await unsubscribeUrl(app, email, dispatchId);
  const { html, text } = renderNewsletter(content, { baseUrl: baseUrlOf(app), preheader, unsubscribeUrl: url });
  return { to: email, html, text, headers: unsubscribeHeaders(url) };
}

/** The preview: the mail as the admin would receive it. */
export async function previewHtml(app: AppContext, content: TemplateContent, preheader: string, email: string) {
  return (await mailFor(app, content, preheader, email, null)).html;
}

export interface ComposeInput extends TemplateChoice {
  segment: Segment;
  subject: string;
  preheader: string;
}

/** One mail to the signed-in admin, through the outbox and the queue. */
export async function sendTestMail(app: AppContext, viewer: Viewer, input: ComposeInput, now = new Date()) {
  const content = await templateContent(app.db, input, now);
  const mail = await mailFor(app, content, input.preheader, viewer.email, null);
  return queueMail(app.env.MAIL_QUEUE, app.db, {
    to: viewer.email,
    subject: `[Test] ${input.subject}`,
    body: mail.text,
    html: mail.html,
    headers: mail.headers,
  });
}

export async function segmentName(db: D1Database, segment: Segment): Promise<string | null> {
  if (segment.type === "list") {
    const name = await customListName(db, segment.id);
    return name === null ? null : segmentLabel(segment, name);
  }
  if (segment.type === "city") {
    const name = await placeName(db, segment.place);
    return name === null ? null : segmentLabel(segment, name);
  }
  return segmentLabel(segment);
}

export type DispatchResult =
  | { ok: true; dispatchId: number; queued: number; repeated: boolean }
  | { ok: false; reason: "segment" | "empty" | "key" };

/**
 * The dispatch of one compose form. Its idempotency key makes a second post
 * find the first dispatch; the outbox's unique (dispatch, recipient) index
 * makes every recipient one row, so a repeat (or a retry after a failure
 * halfway) queues only the mails not made yet. Unsubscribed and hard-bounced
 * addresses are not recipients.
 */
export async function sendDispatch(
  app: AppContext,
  viewer: Viewer,
  input: ComposeInput & { key: string; segmentKey: string },
  now = new Date(),
): Promise<DispatchResult> {
  const label = await segmentName(app.db, input.segment);
  if (label === null) return { ok: false, reason: "segment" };
  const recipients = await segmentRecipients(app.db, input.segment);
  if (recipients.length === 0) return { ok: false, reason: "empty" };
  const dispatch = await createDispatch(
    app.db,
    {
      key: input.key,
      kind: input.kind,
      segment: input.segmentKey,
      segmentLabel: label,
      subject: input.subject,
      preheader: input.preheader,
      createdBy: viewer.id,
    },
    now,
  );
  if (dispatch.createdBy !== viewer.id) return { ok: false, reason: "key" };
  const content = await templateContent(app.db, input, now);
  const mails = await Promise.all(
    recipients.map((email) => mailFor(app, content, input.preheader, email, dispatch.id)),
  );
  const ids = await insertDispatchMails(app.db, dispatch.id, input.subject, mails, now);
  for (let i = 0; i < ids.length; i += 100) {
    await app.env.MAIL_QUEUE.sendBatch(ids.slice(i, i + 100).map((mailId) => ({ body: { mailId } })));
  }
  return { ok: true, dispatchId: dispatch.id, queued: ids.length, repeated: !dispatch.created };
}
