import { data } from "react-router";
import { AdminPager } from "#app/components/admin/AdminPager";
import { GUIDE_ADMIN } from "#app/components/admin/adminLinks";
import { Link } from "#app/components/navigation/Link";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { GUIDE_ADMIN_TEXTS as T } from "#machines/rules/admin/adminGuide";
import { guidePaths } from "#machines/rules/guide/guide";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { assertAdminPage, pageOf } from "#workers/services/admin/adminGuideForms";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/cityPages";

const PATH = `${GUIDE_ADMIN}/citypages`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const params = new URL(request.url).searchParams;
  const page = pageOf(params);
  const { cities, total } = await admin.guide.cityPages(page);
  assertAdminPage(page, total);
  return data({ cities, page, total, saved: params.get("done") === "saved" }, { headers: PRIVATE });
}

/** citypages: every guide city with its priority, introduction and map centre; each opens its editor. */
export default function CityPages({ loaderData }: Route.ComponentProps) {
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{T.cityPagesTitle}</h1>
      <p className="admin-page__lede">{T.cityPagesIntro}</p>
      <table className="admin-table" data-testid="citypages-table">
        <thead>
          <tr>
            <th scope="col">City</th>
            <th scope="col" className="num">
              Priority
            </th>
            <th scope="col">Introduction</th>
            <th scope="col">Map centre</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.cities.map((c) => (
            <tr key={c.place_url}>
              <td>
                <Link to={`${PATH}/${c.place_url}`}>{c.place}</Link>
                <span className="admin-field__hint"> · {c.country}</span>
              </td>
              <td className="num">{c.priority || "–"}</td>
              <td>
                {c.intro ? (
                  `${c.intro}${c.intro.length === 140 ? "…" : ""}`
                ) : (
                  <span className="admin-field__hint">none</span>
                )}
              </td>
              <td className="num">
                {c.latitude.toFixed(3)}, {c.longitude.toFixed(3)}
                <br />
                <Link to={guidePaths.place(c.place_url)} className="admin-field__hint">
                  public page
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <AdminPager path={PATH} params={{}} page={loaderData.page} total={loaderData.total} />
    </section>
  );
}
