import { Outlet, useLocation } from "react-router";
import { AdminForbidden } from "#app/components/admin/AdminForbidden";
import { AdminMenu, AdminShell } from "#app/components/admin/AdminShell";
import { stylesheet } from "#app/lib/stylesheet";
import adminCss from "#app/styles/admin.css?url";
import { parentMenuOf } from "#machines/rules/admin/admin";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { outsideLinks } from "#workers/services/admin/outsideLinks";
import type { Route } from "./+types/adminLayout";

export const links: Route.LinksFunction = () => [stylesheet(adminCss)];

/** The menu's outside systems come from the configuration, so an unset one is never shown. */
export function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  return { outside: outsideLinks(app.config) };
}

export function meta() {
  return [{ title: "admin | Artmagazine" }, { name: "robots", content: "noindex" }];
}

/**
 * The admin area: the spec's menu beside the page; the open entry is the
 * parent of the page's category, the last path segment that names one (an
 * invoice or a user page opens the entry of the list it belongs to).
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const segments = useLocation().pathname.split("/").filter(Boolean).reverse();
  const parent = segments.map((segment) => parentMenuOf(segment)).find(Boolean);
  return (
    <AdminShell menu={<AdminMenu openParent={parent?.label} outside={loaderData.outside} />}>
      <Outlet />
    </AdminShell>
  );
}

export const ErrorBoundary = AdminForbidden;
