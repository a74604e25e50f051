import { ADMIN } from "#app/components/admin/adminLinks";
import { Link } from "#app/components/navigation/Link";
import { NEWSLETTER_LABELS, percentOf } from "#machines/rules/admin/adminNewsletter";

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
        <thead>
          <tr>
            <th scope="col">{NEWSLETTER_LABELS.sentAt}</th>
            <th scope="col">Dispatch</th>
            <th scope="col" className="num">
              {NEWSLETTER_LABELS.recipients}
            </th>
            <th scope="col" className="num">
              {NEWSLETTER_LABELS.delivered}
            </th>
            <th scope="col" className="num">
              {NEWSLETTER_LABELS.failed}
            </th>
            <th scope="col" className="num">
              {NEWSLETTER_LABELS.unsubscribed}
            </th>
          </tr>
        </thead>
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
              <td className="num" data-testid="dispatch-recipients">
                {d.recipients}
              </td>
              <td className="num">
                {d.delivered} <span className="nl-pct">{percentOf(d.delivered, d.recipients)}</span>
              </td>
              <td className="num">{d.failed}</td>
              <td className="num">{d.unsubscribed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
