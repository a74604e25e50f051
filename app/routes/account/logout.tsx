import { data, redirect } from "react-router";
import { AccountCard } from "#app/components/account/AccountCard";
import { formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import accountCss from "#app/styles/account.css?url";
import { accountTexts } from "#machines/rules/account/accountTexts";
import { type AppContext, appContext } from "#workers/context";
import { endSession } from "#workers/services/account/session";
import { safeRedirectFor } from "#workers/services/http/safeRedirect";
import { isSameOriginNavigation } from "#workers/services/http/sameOriginNavigation";
import type { Route } from "./+types/logout";

export const links: Route.LinksFunction = () => [stylesheet(accountCss)];

const PRIVATE = { "cache-control": "private, no-store" };

/** Where the reader goes after signing out: the page they were on, if it is on this site, else the front page. */
function returnAddress(request: Request, redirectTo: string | null | undefined): string {
  const back =
    safeRedirectFor(request, redirectTo, "") || safeRedirectFor(request, request.headers.get("referer"), "/");
  // Never back to the sign-out itself.
  return /^\/logout(\.data)?([/?#]|$)/.test(back) ? "/" : back;
}

async function signOut(request: Request, app: AppContext, back: string): Promise<Response> {
  const cookie = await endSession(app, request);
  return redirect(back, { headers: { "set-cookie": cookie, ...PRIVATE } });
}

/**
 * SIGN OUT by link: ends the session and goes back to the reader's page, but
 * only when the link was followed on this site (or the address typed). A link
 * from another site shows a one-button form instead, so no other site can
 * sign a reader out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (!app.viewer || isSameOriginNavigation(request, [new URL(app.config.baseUrl).origin])) {
    return signOut(request, app, returnAddress(request, redirectTo));
  }
  return data({ redirectTo: safeRedirectFor(request, redirectTo, "/") }, { headers: PRIVATE });
}

/** SIGN OUT by form (the Worker entry refuses a post from another site). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formObject(request);
  return signOut(request, context.get(appContext), returnAddress(request, form.redirectTo));
}

export function meta() {
  return [{ title: "Sign out | Artmagazine" }];
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  return (
    <AccountCard heading={accountTexts.signOutHeading}>
      <form method="post" action="/logout" data-testid="signout-form">
        <p>{accountTexts.signOutQuestion}</p>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <button type="submit" className="button">
          {accountTexts.signOut}
        </button>
      </form>
    </AccountCard>
  );
}
