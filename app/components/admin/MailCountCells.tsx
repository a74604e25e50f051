import { NEWSLETTER_LABELS, percentOf } from "#machines/rules/admin/adminNewsletter";

interface MailCounts {
  recipients: number;
  delivered: number;
  failed: number;
  unsubscribed: number;
}

/** The headings of the mail-queue figures, in the order MailCountCells writes them. */
export const MAIL_COUNT_HEADS = [
  NEWSLETTER_LABELS.recipients,
  NEWSLETTER_LABELS.delivered,
  NEWSLETTER_LABELS.failed,
  NEWSLETTER_LABELS.unsubscribed,
] as const;

/** What the mail queue did with a dispatch or a month: recipients, delivered (with its share), failed, unsubscribed. */
export function MailCountCells({ counts, recipientsTestId }: { counts: MailCounts; recipientsTestId?: string }) {
  return (
    <>
      <td className="num" data-testid={recipientsTestId}>
        {counts.recipients}
      </td>
      <td className="num">
        {counts.delivered} <span className="nl-pct">{percentOf(counts.delivered, counts.recipients)}</span>
      </td>
      <td className="num">{counts.failed}</td>
      <td className="num">{counts.unsubscribed}</td>
    </>
  );
}
