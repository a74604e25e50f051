import { Outlet } from "react-router";
import { appContext } from "../../../workers/context";
import { requireAdminArea } from "../../../workers/services/adminAccess";
import { AdminShell, GuideAdminMenu } from "../../components/admin/AdminShell";
import { AdminForbidden } from "../../components/admin/AdminForbidden";
import adminCss from "../../styles/admin.css?url";
import { stylesheet } from "../../lib/stylesheet";
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
