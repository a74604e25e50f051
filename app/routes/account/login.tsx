import { data } from "react-router";
import { AccountCard } from "#app/components/account/AccountCard";
import { SignInForm } from "#app/components/account/SignInForm";
import { Link } from "#app/components/navigation/Link";
import { formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import { signInFromForm } from "#app/routes/account/signIn.server";
import accountCss from "#app/styles/account.css?url";
import { accountTexts } from "#machines/rules/account/account";
import { menuUsername } from "#machines/rules/account/username";
import { guideTexts } from "#machines/rules/guide/guide";
import { appContext } from "#workers/context";
import { accountContext } from "#workers/services/account/accountService";
import { safeRedirectFor } from "#workers/services/http/safeRedirect";
import type { Route } from "./+types/login";

export const links: Route.LinksFunction = () => [stylesheet(accountCss)];

/** Why the reader was sent here, as the prompt above the form. */
const PROMPTS: Record<string, string> = {
  myguide: guideTexts.myguideSignInToAdd,
  "myguide-access": guideTexts.myguideSignIn,
};

export function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  return {
    viewer: app.viewer ? { username: menuUsername(app.viewer.username) } : null,
    redirectTo: safeRedirectFor(request, url.searchParams.get("redirectTo"), "/"),
    prompt: PROMPTS[url.searchParams.get("reason") ?? ""] ?? null,
    // The show a +myguide asked for before sign-in (no JavaScript): the form carries it through.
    myguideAdd: /^\d{1,9}$/.test(url.searchParams.get("add") ?? "") ? (url.searchParams.get("add") ?? "") : "",
  };
}

/** Sign-in for the page and the login overlay: a redirect with the session cookie, or the red alert's message. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await signInFromForm(context.get(accountContext), request, await formObject(request));
  if (result instanceof Response) return result;
  return data(result, { status: result.status });
}

export function meta() {
  return [{ title: "Sign in | Artmagazine" }];
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, redirectTo, prompt } = loaderData;
  return (
    <AccountCard heading={accountTexts.signInHeading}>
      {viewer ? (
        <div className="account-signed-in">
          <p>
            You are signed in as <strong>{viewer.username}</strong>.
          </p>
          <p>
            <Link className="button" to={redirectTo}>
              Continue
            </Link>{" "}
            <a className="button button--secondary" href="/logout">
              Sign out
            </a>
          </p>
        </div>
      ) : (
        <SignInForm
          serverMessage={actionData && "message" in actionData ? actionData.message : null}
          serverCaptcha={actionData && "captcha" in actionData ? actionData.captcha : null}
          prompt={prompt}
          redirectTo={actionData && "redirectTo" in actionData ? actionData.redirectTo : redirectTo}
          defaultUsername={actionData && "username" in actionData ? actionData.username : ""}
          myguideAdd={loaderData.myguideAdd}
        />
      )}
    </AccountCard>
  );
}
