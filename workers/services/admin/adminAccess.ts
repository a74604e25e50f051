import { data, redirect } from "react-router";
import { ADMIN_TEXTS } from "#machines/rules/admin/admin";
import { type AppContext, ownViewer } from "#workers/context";
import type { Viewer } from "#workers/requestScope";

export type AdminArea = "admin" | "artguide";

/** Who may enter an area: the admin menu is the admin's; the art-guide admin menu is the art-guide admin's and the admin's. */
export function mayEnter(viewer: Viewer, area: AdminArea): boolean {
  return area === "admin" ? viewer.isAdmin : viewer.isAdmin || viewer.isArtguideAdmin;
}

/**
 * The server-side role check of every admin loader and action: a visitor is
 * sent to sign in with a return path, a signed-in reader without the role
 * gets a 403 page.
 */
export function requireAdminArea(app: AppContext, request: Request, area: AdminArea): Viewer {
  const viewer = ownViewer(app);
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!mayEnter(viewer, area))
    throw data({ message: ADMIN_TEXTS.forbidden }, { status: 403, headers: { "cache-control": "private, no-store" } });
  return viewer;
}
