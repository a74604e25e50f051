import { data } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { DispatchStatsTable } from "#app/components/admin/DispatchStatsTable";
import { Link } from "#app/components/navigation/Link";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { stylesheet } from "#app/lib/stylesheet";
import newsletterCss from "#app/styles/adminNewsletter.css?url";
import { NEWSLETTER_TEXTS } from "#machines/rules/admin/adminNewsletter";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import { parseDispatchId } from "#workers/services/mail/newsletterForms";
import type { Route } from "./+types/newsletterDispatchDetail";

export const links: Route.LinksFunction = () => [stylesheet(newsletterCss)];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const id = parseDispatchId(params.id);
  if (!id.success) throw data(id.issues[0].message, { status: 404 });
  const dispatch = await admin.newsletter.dispatch(id.output);
  if (!dispatch) throw data(NEWSLETTER_TEXTS.detailTitle, { status: 404 });
  const sent = new URL(request.url).searchParams.has("sent");
  return data(
    { dispatch, recipients: await admin.newsletter.recipients(dispatch.id), sent },
    { headers: { "cache-control": "private, no-store" } },
  );
}

/** One dispatch: its numbers and its recipients with the state of each mail. */
export default function NewsletterDispatchDetail({ loaderData }: Route.ComponentProps) {
  const { dispatch, recipients, sent } = loaderData;
  return (
    <section className="admin-page nl">
      <p className="nl-back">
        <Link to={`${ADMIN}/newsletter/archive`}>← {NEWSLETTER_TEXTS.archiveTitle}</Link>
      </p>
      <h1 className="admin-page__title">{dispatch.subject}</h1>
      {sent && (
        <p className="alert alert--success" role="status" data-testid="dispatch-notice">
          {NEWSLETTER_TEXTS.dispatchQueued}
        </p>
      )}
      <DispatchStatsTable rows={[dispatch]} testId="dispatch-stats" />
      <h2 className="nl-subhead">Recipients</h2>
      <table className="admin-table" data-testid="dispatch-recipient-list">
        <ColumnHeads text={["Address", "Mail"]} />
        <tbody>
          {recipients.map((r) => (
            <tr key={r.email}>
              <td>{r.email}</td>
              <td>
                <span className={`nl-state nl-state--${r.state}`}>{r.state}</span>
                {r.unsubscribed ? <span className="nl-state nl-state--unsubscribed">unsubscribed</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
