import { Outlet } from "react-router";
import { AdminForbidden } from "#app/components/admin/AdminForbidden";
import { AdminShell, GuideAdminMenu } from "#app/components/admin/AdminShell";
import { stylesheet } from "#app/lib/stylesheet";
import adminCss from "#app/styles/admin.css?url";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/adminAccess";
import type { Route } from "./+types/guideAdminLayout";

export const links: Route.LinksFunction = () => [stylesheet(adminCss)];

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdminArea(context.get(appContext), request, "artguide");
  return null;
}

export function meta() {
  return [{ title: "artguide admin | Artmagazine" }, { name: "robots", content: "noindex" }];
}

export default function GuideAdminLayout() {
  return (
    <AdminShell menu={<GuideAdminMenu />}>
      <Outlet />
    </AdminShell>
  );
}

export const ErrorBoundary = AdminForbidden;
