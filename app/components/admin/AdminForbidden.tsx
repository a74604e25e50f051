import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "#app/components/navigation/Link";
import { ADMIN_TEXTS } from "#machines/rules/admin/admin";

/** The admin areas' error page: the 403 for a signed-in reader without the role; anything else re-thrown to the site's page. */
export function AdminForbidden() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <main className="admin-forbidden" data-testid="admin-forbidden">
      <h1>{ADMIN_TEXTS.forbiddenTitle}</h1>
      <p>{ADMIN_TEXTS.forbidden}</p>
      <p>
        <Link to="/">Back to the magazine</Link>
      </p>
    </main>
  );
}
