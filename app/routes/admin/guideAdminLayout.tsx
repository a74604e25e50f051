import { Outlet } from "react-router";
import { AdminForbidden } from "#app/components/admin/AdminForbidden";
import { AdminShell, GuideAdminMenu } from "#app/components/admin/AdminShell";
import { stylesheet } from "#app/lib/stylesheet";
import adminCss from "#app/styles/admin.css?url";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { outsideLinks } from "#workers/services/admin/outsideLinks";
import type { Route } from "./+types/guideAdminLayout";

export const links: Route.LinksFunction = () => [stylesheet(adminCss)];

/** The menu's outside systems come from the configuration, so an unset one is never shown. */
export function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  return { outside: outsideLinks(app.config) };
}

export function meta() {
  return [{ title: "artguide admin | Artmagazine" }, { name: "robots", content: "noindex" }];
}

export default function GuideAdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell menu={<GuideAdminMenu outside={loaderData.outside} />}>
      <Outlet />
    </AdminShell>
  );
}

export const ErrorBoundary = AdminForbidden;
