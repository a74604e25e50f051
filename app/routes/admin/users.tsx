import { data } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { FilterError } from "#app/components/admin/FilterError";
import { Pager } from "#app/components/admin/Pager";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { pagesOf, REPORT_TEXTS } from "#machines/rules/admin/adminReports";
import { countNoun } from "#machines/rules/shell/paging";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { parseUserSearchParams } from "#workers/services/admin/adminReportFilters";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/users";

const PATH = `${ADMIN}/users`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const url = new URL(request.url);
  const parsed = parseUserSearchParams(url);
  if (!parsed.ok) return data({ ...parsed, q: parsed.values.q ?? "" }, { status: 400, headers: PRIVATE });
  const { q, page } = parsed.value;
  const { users, total } = await admin.users.search(q, page);
  const pages = pagesOf(total);
  return data(
    { ok: true as const, q, page, pages, total, users },
    { status: page > pages ? 404 : 200, headers: PRIVATE },
  );
}

export function meta() {
  return [{ title: `${REPORT_TEXTS.usersTitle} | admin | Artmagazine` }, { name: "robots", content: "noindex" }];
}

function RoleBadges({
  u,
}: {
  u: { isAdmin: boolean; isArtguideAdmin: boolean; isSubscriber: boolean; disabledAt: string | null };
}) {
  return (
    <>
      {u.disabledAt && <span className="admin-badge admin-badge--off">{REPORT_TEXTS.disabledBadge}</span>}
      {u.isAdmin && <span className="admin-badge">{REPORT_TEXTS.admin}</span>}
      {u.isArtguideAdmin && <span className="admin-badge">{REPORT_TEXTS.guideAdmin}</span>}
      {u.isSubscriber && <span className="admin-badge admin-badge--light">subscriber</span>}
    </>
  );
}

/** Users: find an account by name or e-mail, newest first. */
export default function Users({ loaderData: d }: Route.ComponentProps) {
  const params = new URLSearchParams(d.q ? { q: d.q } : {});
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{REPORT_TEXTS.usersTitle}</h1>
      <p className="admin-page__lede">{REPORT_TEXTS.usersLede}</p>
      <Form method="get" className="admin-search" data-testid="user-search">
        <label htmlFor="q">{REPORT_TEXTS.searchLabel}</label>
        <input id="q" name="q" type="search" defaultValue={d.q} maxLength={100} />
        <button type="submit" className="button button--secondary">
          {REPORT_TEXTS.find}
        </button>
      </Form>
      {!d.ok ? (
        <FilterError errors={d.errors} values={d.values} />
      ) : d.page > d.pages ? (
        <p className="alert alert--error" role="alert" data-testid="past-last-page">
          {REPORT_TEXTS.pastLastPage(d.page, d.pages)}{" "}
          <Link to={`${PATH}?${params}`}>{REPORT_TEXTS.pageOf(1, d.pages)}</Link>
        </p>
      ) : d.users.length === 0 ? (
        <p className="admin-notice">{REPORT_TEXTS.noUsers}</p>
      ) : (
        <>
          <p className="admin-count">{countNoun(d.total, "account", "accounts")}</p>
          <table className="admin-table" data-testid="users-table">
            <ColumnHeads text={["Username", "E-mail", REPORT_TEXTS.roles, REPORT_TEXTS.registered]} />
            <tbody>
              {d.users.map((u) => (
                <tr key={u.id}>
                  <td>
                    <Link to={`${PATH}/${u.id}`}>{u.username}</Link>
                  </td>
                  <td>{u.email}</td>
                  <td>
                    <RoleBadges u={u} />
                  </td>
                  <td className="admin-nowrap">{u.createdAt.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager path={PATH} params={params} page={d.page} pages={d.pages} />
        </>
      )}
    </section>
  );
}
