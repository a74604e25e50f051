import { ARCHIVE_PAGE_SIZE, type MaintenanceTool, type NewsletterKind } from "#machines/rules/admin/adminNewsletter";
import type { AppContext } from "#workers/context";
import {
  createCustomList,
  dispatchById,
  dispatchesBetween,
  dispatchPage,
  dispatchRecipients,
  duplicateSignups,
  guidePlaces,
  hardBounceTargets,
  removeDuplicateSignups,
  removeHardBounces,
} from "#workers/db/newsletterAdmin";
import type { Viewer } from "#workers/requestScope";
import { previewHtml, sendDispatch, sendTestMail, templateContent } from "#workers/services/mail/newsletterDispatch";
import { type ComposeFields, DEFAULT_LETTER } from "#workers/services/mail/newsletterForms";
import { segmentOptions } from "#workers/services/mail/newsletterSegments";

/** One address a maintenance tool's dry run would remove, and why. */
interface DryRunRow {
  key: string;
  email: string;
  note: string;
}

/**
 * The newsletter's back office: the archive and its statistics, the templates, the
 * dispatch, the segment lists and the maintenance tools. Nothing is cached: a dispatch's
 * numbers are the outbox's as they are.
 */
export function adminNewsletterService(app: AppContext) {
  const { db } = app;
  return {
    /** One page of past dispatches with their statistics, newest first, and how many there are. */
    archive: (page: number) => dispatchPage(db, page, ARCHIVE_PAGE_SIZE),
    /** One dispatch with its statistics, or null. */
    dispatch: (id: number) => dispatchById(db, id),
    /** A dispatch's recipients and what became of each mail. */
    recipients: (dispatchId: number) => dispatchRecipients(db, dispatchId),
    /** The dispatches created in [from, until), oldest first, with their statistics. */
    dispatches: (from: string, until: string) => dispatchesBetween(db, from, until),
    /** The compose page's segments and cities, and its preview mailed to the admin's address. */
    composeForm: async (fields: ComposeFields, email: string) => {
      const [segments, places, content] = await Promise.all([
        segmentOptions(db),
        guidePlaces(db),
        templateContent(db, fields, new Date()),
      ]);
      return { segments, places, preview: await previewHtml(app, content, fields.preheader, email) };
    },
    /** The guide's cities and a template filled from the site's content (the default letter), previewed. */
    templatePreview: async (kind: NewsletterKind, place: string, email: string) => {
      const [places, content] = await Promise.all([
        guidePlaces(db),
        templateContent(db, { kind, place, letter: DEFAULT_LETTER }, new Date()),
      ]);
      return { places, preview: await previewHtml(app, content, "", email) };
    },
    /** Queues the compose form's mail to the signed-in admin alone. */
    sendTest: (viewer: Viewer, input: Parameters<typeof sendTestMail>[2]) => sendTestMail(app, viewer, input),
    /** Makes the dispatch of a compose form (once per key) and queues its mails to the segment. */
    send: (viewer: Viewer, input: Parameters<typeof sendDispatch>[2]) => sendDispatch(app, viewer, input),
    /** The segments a dispatch can go to, with their sizes. */
    segments: () => segmentOptions(db),
    /** Saves a custom list of addresses; its id. */
    importList: (name: string, emails: readonly string[]) => createCustomList(db, name, emails, new Date()),
    /** What a maintenance tool would remove, changing nothing. */
    dryRun: (tool: MaintenanceTool) => dryRun(db, tool),
    /** Removes those of these addresses still hard bounces from the sign-ups and every custom list; how many. */
    removeHardBounces: (emails: readonly string[]) => removeHardBounces(db, [...new Set(emails)]),
    /** Removes these duplicate sign-ups that are still duplicates; how many. */
    removeDuplicates: (ids: readonly number[]) => removeDuplicateSignups(db, ids),
  };
}

async function dryRun(db: D1Database, tool: MaintenanceTool): Promise<DryRunRow[]> {
  if (tool === "bounces")
    return (await hardBounceTargets(db)).map((t) => ({ key: t.email, email: t.email, note: t.source }));
  return (await duplicateSignups(db)).map((d) => ({ key: String(d.id), email: d.email, note: `keeps ${d.keeps}` }));
}
