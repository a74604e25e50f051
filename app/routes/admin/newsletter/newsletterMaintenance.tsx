import { data } from "react-router";
import * as v from "valibot";
import { Form } from "#app/components/navigation/Form";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import newsletterCss from "#app/styles/adminNewsletter.css?url";
import { badAddressValue } from "#machines/rules/admin/admin";
import {
  MAINTENANCE_TOOLS,
  type MaintenanceTool,
  NEWSLETTER_LABELS,
  NEWSLETTER_TEXTS,
  removedSummary,
} from "#machines/rules/admin/adminNewsletter";
import { countNoun } from "#machines/rules/shell/paging";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import { EMAILS_MAX_LENGTH, MaintenanceConfirm, parseTool } from "#workers/services/mail/newsletterForms";
import type { Route } from "./+types/newsletterMaintenance";

export const links: Route.LinksFunction = () => [stylesheet(newsletterCss)];

/** ?tool= runs that tool's dry run: what it would remove, changing nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const params = new URL(request.url).searchParams;
  const tool = parseTool(params);
  if (!tool.success)
    throw data(badAddressValue("tool", params.get("tool") ?? "", tool.issues[0].message), { status: 400 });
  const rows = tool.output ? await admin.newsletter.dryRun(tool.output) : [];
  return data({ tool: tool.output ?? null, rows }, { headers: PRIVATE });
}

/** The confirm: removes what its dry run listed, of which only what still qualifies. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const form = await formObject(request, { longFields: { emails: EMAILS_MAX_LENGTH } });
  const parsed = v.safeParse(MaintenanceConfirm, form);
  if (!parsed.success)
    return data({ error: parsed.issues[0].message, removed: null }, { status: 400, headers: PRIVATE });
  const removed =
    parsed.output.tool === "bounces"
      ? await admin.newsletter.removeHardBounces(parsed.output.emails)
      : await admin.newsletter.removeDuplicates(parsed.output.ids);
  return data({ error: null, removed }, { headers: PRIVATE });
}

/** newsletter → maintenance tools: hard bounces and duplicate addresses, each a dry run and then a confirm. */
export default function NewsletterMaintenance({ loaderData, actionData }: Route.ComponentProps) {
  const { tool, rows } = loaderData;
  const keys = [...new Set(rows.map((r) => r.key))];
  return (
    <section className="admin-page nl">
      <h1 className="admin-page__title">{NEWSLETTER_TEXTS.maintenanceTitle}</h1>
      <p className="admin-page__lede">{NEWSLETTER_TEXTS.maintenanceLede}</p>
      {actionData?.error && (
        <p className="alert alert--error" role="alert">
          {actionData.error}
        </p>
      )}
      {actionData?.removed != null && (
        <p className="alert alert--success" role="status" data-testid="maintenance-removed">
          {removedSummary(actionData.removed)}
        </p>
      )}
      <div className="admin-cards nl-tools">
        {(Object.keys(MAINTENANCE_TOOLS) as MaintenanceTool[]).map((t) => (
          <Form method="get" key={t} className="admin-card nl-tool">
            <h2>{MAINTENANCE_TOOLS[t].title}</h2>
            <p>{MAINTENANCE_TOOLS[t].lede}</p>
            <input type="hidden" name="tool" value={t} />
            <button type="submit" className="button button--secondary">
              {NEWSLETTER_LABELS.dryRun}
            </button>
          </Form>
        ))}
      </div>
      {tool && !actionData && (
        <div className="nl-dry-run" data-testid="dry-run">
          <h2 className="nl-subhead">
            {MAINTENANCE_TOOLS[tool].title}: {countNoun(rows.length, "row", "rows")}
          </h2>
          {rows.length === 0 ? (
            <p className="admin-notice">{NEWSLETTER_TEXTS.nothingToRemove}</p>
          ) : (
            <>
              <table className="admin-table">
                <ColumnHeads text={["Address", "Where"]} />
                <tbody>
                  {rows.map((r) => (
                    <tr key={`${r.key}-${r.note}`} data-testid="dry-run-row">
                      <td>{r.email}</td>
                      <td>{r.note}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Form method="post" className="nl-confirm">
                <input type="hidden" name="tool" value={tool} />
                {tool === "bounces" ? (
                  <input type="hidden" name="emails" value={keys.join(",")} />
                ) : (
                  <input type="hidden" name="ids" value={keys.join(",")} />
                )}
                <button type="submit" className="button button--accent">
                  {NEWSLETTER_LABELS.confirmRemove}
                </button>
              </Form>
            </>
          )}
        </div>
      )}
    </section>
  );
}
