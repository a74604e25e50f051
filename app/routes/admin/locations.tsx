import { AdminListHead } from "#app/components/admin/AdminListHead";
import { GUIDE_ADMIN } from "#app/components/admin/adminLinks";
import { Link } from "#app/components/navigation/Link";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/locations";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  return { q, venues: await admin.guide.venues(q), notice: url.searchParams.get("done") };
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  return (
    <section className="admin-page">
      <AdminListHead
        title="locations"
        newHref={`${GUIDE_ADMIN}/locations/new`}
        newLabel="New location"
        deletedText="Location deleted."
        notice={loaderData.notice}
        searchLabel="Find by name"
        query={loaderData.q}
      />
      <table className="admin-table" data-testid="locations-table">
        <ColumnHeads text={["Name", "City", "Category", "Hours"]} />
        <tbody>
          {loaderData.venues.map((v) => (
            <tr key={v.id}>
              <td>
                <Link to={`${GUIDE_ADMIN}/locations/${v.id}`}>{v.name}</Link>
              </td>
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
