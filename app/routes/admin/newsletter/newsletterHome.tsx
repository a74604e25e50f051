import { redirect } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import type { Route } from "./+types/newsletterHome";

/** admin → newsletter: the archive is where the newsletter's work starts. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdminArea(context.get(appContext), request, "admin");
  throw redirect(`${ADMIN}/newsletter/archive`);
}
