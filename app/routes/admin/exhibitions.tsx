import { AdminListHead } from "#app/components/admin/AdminListHead";
import { GUIDE_ADMIN } from "#app/components/admin/adminLinks";
import { ExhibitionCells } from "#app/components/admin/ExhibitionCells";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/exhibitions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  return { q, exhibitions: await admin.guide.exhibitions(q), notice: url.searchParams.get("done") };
}

export default function Exhibitions({ loaderData }: Route.ComponentProps) {
  return (
    <section className="admin-page">
      <AdminListHead
        title="exhibitions"
        newHref={`${GUIDE_ADMIN}/exhibitions/new`}
        newLabel="New exhibition"
        deletedText="Exhibition deleted."
        notice={loaderData.notice}
        searchLabel="Find by title"
        query={loaderData.q}
      />
      <table className="admin-table" data-testid="exhibitions-table">
        <ColumnHeads text={["Title", "Venue", "Dates", "Must see"]} />
        <tbody>
          {loaderData.exhibitions.map((e) => (
            <tr key={e.id}>
              <ExhibitionCells exhibition={e} />
              <td>
                {e.show_start} – {e.show_end}
              </td>
              <td>{e.is_must_see ? "yes" : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
