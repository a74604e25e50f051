import { redirect } from "react-router";
import { appContext } from "../../../workers/context";
import { endSession } from "../../../workers/services/session";
import type { Route } from "./+types/logout";

/** SIGN OUT: ends the session, clears the cookie and reloads the front page (spec 1 §4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const cookie = await endSession(request, app.db);
  return redirect("/", { headers: { "set-cookie": cookie, "cache-control": "private, no-store" } });
}

export async function action(args: Route.ActionArgs) {
  return loader(args);
}

export default function Logout() {
  return null;
}
