import { data } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { ADMIN_TEXTS } from "#machines/rules/admin";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/adminAccess";
import type { Route } from "./+types/notAvailable";

/** Menu entries without a screen yet: an honest page (200, so the menu never leads to a broken link). */
export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  requireAdminArea(
    context.get(appContext),
    request,
    path.startsWith(`${ADMIN}/`) || path === ADMIN ? "admin" : "artguide",
  );
  const entry = decodeURIComponent(path.split("/").filter(Boolean).at(-1) ?? "").replace(/-/g, " ");
  return data({ entry }, { headers: { "cache-control": "private, no-store" } });
}

export default function NotAvailable({ loaderData }: Route.ComponentProps) {
  return (
    <section className="admin-page" data-testid="admin-not-available">
      <h1 className="admin-page__title">{loaderData.entry}</h1>
      <div className="admin-notice">
        <strong>{ADMIN_TEXTS.notAvailableTitle}</strong>
        <p>{ADMIN_TEXTS.notAvailable}</p>
      </div>
    </section>
  );
}
