import { ADMIN } from "#app/components/admin/adminLinks";
import { MAIL_COUNT_HEADS, MailCountCells } from "#app/components/admin/MailCountCells";
import { Link } from "#app/components/navigation/Link";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { NEWSLETTER_LABELS } from "#machines/rules/admin/adminNewsletter";

export interface DispatchStatsRow {
  id: number;
  kind: string;
  segmentLabel: string;
  subject: string;
  createdAt: string;
  recipients: number;
  delivered: number;
  failed: number;
  unsubscribed: number;
}

/** Dispatches with what the mail queue did with them; each opens its detail. */
export function DispatchStatsTable({ rows, testId }: { rows: readonly DispatchStatsRow[]; testId: string }) {
  return (
    <div className="nl-table-wrap">
      <table className="admin-table nl-table" data-testid={testId}>
        <ColumnHeads text={[NEWSLETTER_LABELS.sentAt, "Dispatch"]} figures={MAIL_COUNT_HEADS} />
        <tbody>
          {rows.map((d) => (
            <tr key={d.id} data-testid="dispatch-row">
              <td className="nl-nowrap">{d.createdAt.slice(0, 10)}</td>
              <td>
                <Link to={`${ADMIN}/newsletter/archive/${d.id}`} className="nl-dispatch-link">
                  {d.subject}
                </Link>
                <span className="nl-meta">
                  <span className="nl-kind">{d.kind}</span> {d.segmentLabel}
                </span>
              </td>
              <MailCountCells counts={d} recipientsTestId="dispatch-recipients" />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
