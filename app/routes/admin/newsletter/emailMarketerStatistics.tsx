import { data } from "react-router";
import { DispatchStatsTable } from "#app/components/admin/DispatchStatsTable";
import { MAIL_COUNT_HEADS, MailCountCells } from "#app/components/admin/MailCountCells";
import { StatsChart } from "#app/components/admin/StatsChart";
import { Form } from "#app/components/navigation/Form";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { stylesheet } from "#app/lib/stylesheet";
import { totalsByMonth } from "#app/rules/admin/newsletterChart";
import newsletterCss from "#app/styles/adminNewsletter.css?url";
import { badAddressValue } from "#machines/rules/admin/admin";
import {
  lastTwelveMonths,
  monthLabel,
  NEWSLETTER_LABELS,
  NEWSLETTER_TEXTS,
} from "#machines/rules/admin/adminNewsletter";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import { parseMonth } from "#workers/services/mail/newsletterForms";
import type { Route } from "./+types/emailMarketerStatistics";

export const links: Route.LinksFunction = () => [stylesheet(newsletterCss)];

/** The month after "YYYY-MM", as the first instant of it. */
function monthAfter(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const today = new Date().toISOString().slice(0, 10);
  const params = new URL(request.url).searchParams;
  const until = parseMonth(params, today.slice(0, 7));
  if (!until.success)
    throw data(badAddressValue("until", params.get("until") ?? "", until.issues[0].message), { status: 400 });
  const months = lastTwelveMonths(`${until.output}-01`);
  const dispatches = await admin.newsletter.dispatches(`${months[0]}-01`, monthAfter(until.output));
  return data(
    { until: until.output, totals: totalsByMonth(months, dispatches), dispatches: dispatches.reverse() },
    { headers: { "cache-control": "private, no-store" } },
  );
}

/** reports → email marketer statistics: per month and per dispatch, from the mail outbox. */
export default function EmailMarketerStatistics({ loaderData }: Route.ComponentProps) {
  const { totals, dispatches, until } = loaderData;
  return (
    <section className="admin-page nl">
      <h1 className="admin-page__title">{NEWSLETTER_TEXTS.statsTitle}</h1>
      <p className="admin-page__lede">{NEWSLETTER_TEXTS.statsLede}</p>
      <Form method="get" className="admin-search">
        <label htmlFor="until">{NEWSLETTER_LABELS.to}</label>
        <input id="until" name="until" type="month" defaultValue={until} />
        <button type="submit" className="button button--secondary">
          {NEWSLETTER_LABELS.show}
        </button>
      </Form>
      <StatsChart totals={totals} />
      <div className="nl-table-wrap">
        <table className="admin-table nl-table" data-testid="stats-months">
          <caption className="nl-caption">Per month</caption>
          <ColumnHeads text={[NEWSLETTER_LABELS.month]} figures={MAIL_COUNT_HEADS} />
          <tbody>
            {totals.map((t) => (
              <tr key={t.month}>
                <td>{monthLabel(t.month)}</td>
                <MailCountCells counts={t} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="nl-subhead">Per dispatch</h2>
      {dispatches.length === 0 ? (
        <p className="admin-notice">{NEWSLETTER_TEXTS.statsEmpty}</p>
      ) : (
        <DispatchStatsTable rows={dispatches} testId="stats-dispatches" />
      )}
    </section>
  );
}
