import { GUIDE_ADMIN } from "#app/components/admin/adminLinks";
import { Link } from "#app/components/navigation/Link";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import type { Route } from "./+types/guideAdminHome";

export function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdminArea(context.get(appContext), request, "artguide");
  return { username: viewer.username };
}

export default function GuideAdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">artguide</h1>
      <p className="admin-page__lede">
        Signed in as {loaderData.username}. Add and edit the guide's venues and exhibitions; changes show on the public
        guide and in guide search at once.
      </p>
      <div className="admin-cards">
        <div className="admin-card">
          <h2>locations</h2>
          <ul>
            <li>
              <Link to={`${GUIDE_ADMIN}/locations`}>All locations</Link>
            </li>
            <li>
              <Link to={`${GUIDE_ADMIN}/locations/new`}>New location</Link>
            </li>
          </ul>
        </div>
        <div className="admin-card">
          <h2>exhibitions</h2>
          <ul>
            <li>
              <Link to={`${GUIDE_ADMIN}/exhibitions`}>All exhibitions</Link>
            </li>
            <li>
              <Link to={`${GUIDE_ADMIN}/exhibitions/new`}>New exhibition</Link>
            </li>
            <li>
              <Link to={`${GUIDE_ADMIN}/must-see`}>Must see selection</Link>
            </li>
          </ul>
        </div>
        <div className="admin-card">
          <h2>the guide</h2>
          <ul>
            <li>
              <Link to={`${GUIDE_ADMIN}/notifications`}>Notifications</Link>
            </li>
            <li>
              <Link to={`${GUIDE_ADMIN}/members`}>Members</Link>
            </li>
            <li>
              <Link to={`${GUIDE_ADMIN}/groups`}>Location groups</Link>
            </li>
            <li>
              <Link to={`${GUIDE_ADMIN}/citypages`}>City pages</Link>
            </li>
            <li>
              <Link to={`${GUIDE_ADMIN}/help`}>Help for editors</Link>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
