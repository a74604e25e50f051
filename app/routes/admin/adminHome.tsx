import { adminHref } from "#app/components/admin/adminLinks";
import { Link } from "#app/components/navigation/Link";
import { ADMIN_MENU } from "#machines/rules/admin/admin";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import type { Route } from "./+types/adminHome";

export function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdminArea(context.get(appContext), request, "admin");
  return { username: viewer.username };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">admin</h1>
      <p className="admin-page__lede">Signed in as {loaderData.username}.</p>
      <div className="admin-cards">
        {ADMIN_MENU.filter((e) => e.pages.length > 0).map((entry) => (
          <div key={entry.label} className="admin-card">
            <h2>{entry.label}</h2>
            <ul>
              {entry.pages.map((page) => (
                <li key={page}>
                  <Link to={adminHref(entry.label, page)}>{page}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
