import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { Link } from "#app/components/navigation/Link";
import { ADMIN_TEXTS } from "#machines/rules/admin/admin";

/**
 * The admin areas' error page, inside the back office: the 403 for a signed-in reader without
 * the role, and a 400 with the route's reason (a value in the address it cannot use, named);
 * anything else is re-thrown to the site's page.
 */
export function AdminForbidden() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 400 && typeof error.data === "string") {
    return (
      <main className="admin-forbidden" data-testid="admin-bad-request">
        <h1>{ADMIN_TEXTS.badRequestTitle}</h1>
        <p role="alert" data-testid="error-message">
          {error.data}
        </p>
        <p>
          <Link to={location.pathname}>{ADMIN_TEXTS.backToScreen}</Link>
        </p>
      </main>
    );
  }
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
