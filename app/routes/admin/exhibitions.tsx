import { Form, Link } from "react-router";
import { appContext } from "../../../workers/context";
import { listAdminExhibitions } from "../../../workers/db/adminGuide";
import { requireAdminArea } from "../../../workers/services/adminAccess";
import { GUIDE_ADMIN } from "../../components/admin/adminLinks";
import type { Route } from "./+types/exhibitions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  return { q, exhibitions: await listAdminExhibitions(app.db, q), notice: url.searchParams.get("done") };
}

export default function Exhibitions({ loaderData }: Route.ComponentProps) {
  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">exhibitions</h1>
        <Link className="button" to={`${GUIDE_ADMIN}/exhibitions/new`}>New exhibition</Link>
      </header>
      {loaderData.notice === "deleted" && <p className="alert alert--success" role="status">Exhibition deleted.</p>}
      <Form method="get" className="admin-search">
        <label htmlFor="q">Find by title</label>
        <input id="q" name="q" type="search" defaultValue={loaderData.q} />
        <button type="submit" className="button button--secondary">Find</button>
      </Form>
      <table className="admin-table" data-testid="exhibitions-table">
        <thead>
          <tr><th scope="col">Title</th><th scope="col">Venue</th><th scope="col">Dates</th><th scope="col">Must see</th></tr>
        </thead>
        <tbody>
          {loaderData.exhibitions.map((e) => (
            <tr key={e.id}>
              <td><Link to={`${GUIDE_ADMIN}/exhibitions/${e.id}`}>{e.title.replace(/\n/g, " — ")}</Link></td>
              <td>{e.venue_name}</td>
              <td>{e.show_start} – {e.show_end}</td>
              <td>{e.is_must_see ? "yes" : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
