import { Outlet, useLocation } from "react-router";
import { parentMenuOf } from "../../../machines/rules/admin";
import { appContext } from "../../../workers/context";
import { requireAdminArea } from "../../../workers/services/adminAccess";
import { AdminMenu, AdminShell } from "../../components/admin/AdminShell";
import { AdminForbidden } from "../../components/admin/AdminForbidden";
import adminCss from "../../styles/admin.css?url";
import { stylesheet } from "../../lib/stylesheet";
import type { Route } from "./+types/adminLayout";

export const links: Route.LinksFunction = () => [stylesheet(adminCss)];

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdminArea(context.get(appContext), request, "admin");
  return null;
}

export function meta() {
  return [{ title: "admin | Artmagazine" }, { name: "robots", content: "noindex" }];
}

/** The admin area: the spec's menu beside the page; the open entry is the parent of the page's category (last path segment). */
export default function AdminLayout() {
  const category = useLocation().pathname.split("/").filter(Boolean).at(-1) ?? "";
  return (
    <AdminShell menu={<AdminMenu openParent={parentMenuOf(category)?.label} />}>
      <Outlet />
    </AdminShell>
  );
}

export const ErrorBoundary = AdminForbidden;
