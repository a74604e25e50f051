import { Form, Link } from "react-router";
import { appContext } from "../../../workers/context";
import { listAdminVenues } from "../../../workers/db/adminGuide";
import { requireAdminArea } from "../../../workers/services/adminAccess";
import { GUIDE_ADMIN } from "../../components/admin/adminLinks";
import type { Route } from "./+types/locations";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  return { q, venues: await listAdminVenues(app.db, q), notice: url.searchParams.get("done") };
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">locations</h1>
        <Link className="button" to={`${GUIDE_ADMIN}/locations/new`}>New location</Link>
      </header>
      {loaderData.notice === "deleted" && <p className="alert alert--success" role="status">Location deleted.</p>}
      <Form method="get" className="admin-search">
        <label htmlFor="q">Find by name</label>
        <input id="q" name="q" type="search" defaultValue={loaderData.q} />
        <button type="submit" className="button button--secondary">Find</button>
      </Form>
      <table className="admin-table" data-testid="locations-table">
        <thead>
          <tr><th scope="col">Name</th><th scope="col">City</th><th scope="col">Category</th><th scope="col">Hours</th></tr>
        </thead>
        <tbody>
          {loaderData.venues.map((v) => (
            <tr key={v.id}>
              <td><Link to={`${GUIDE_ADMIN}/locations/${v.id}`}>{v.name}</Link></td>
              <td>{v.town}</td>
              <td>{v.category}</td>
              <td>{v.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
