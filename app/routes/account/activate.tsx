import { Link } from "react-router";
import { accountTexts, CIRCULATION_EMAIL } from "../../../machines/rules/account";
import { menuUsername } from "../../../machines/rules/username";
import { appContext } from "../../../workers/context";
import { AccountCard } from "../../components/account/AccountCard";
import accountCss from "../../styles/account.css?url";
import type { Route } from "./+types/activate";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountCss }];

export function loader({ context }: Route.LoaderArgs) {
  const { viewer } = context.get(appContext);
  return viewer
    ? { signedIn: true as const, username: menuUsername(viewer.username), email: viewer.email, isSubscriber: viewer.isSubscriber }
    : { signedIn: false as const };
}

export function meta() {
  return [{ title: "Activate your subscriber access | Artmagazine" }];
}

export default function Activate({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <AccountCard heading="ACTIVATE">
        <p>{accountTexts.subscriberLogin}: sign in first, then link your print subscription to your account.</p>
        <p>
          <Link className="button" to="/login?redirectTo=%2Fprofile%2Factivate">
            Sign in
          </Link>
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard heading="ACTIVATE">
      <p className="account-who">
        Signed in as <strong>{loaderData.username}</strong> ({loaderData.email})
      </p>
      {loaderData.isSubscriber ? (
        <p>Your subscriber access is active: every article on the site is open to you.</p>
      ) : (
        <>
          <p>
            Print subscribers read everything on the site at no extra cost. To link your subscription, you need the account number printed
            above your name on the magazine’s mailing label and the postcode it is sent to.
          </p>
          <p>
            Until online activation opens, write to{" "}
            <a className="text-link" href={`mailto:${CIRCULATION_EMAIL}?subject=Activate%20my%20access`}>
              {CIRCULATION_EMAIL}
            </a>{" "}
            with both and the e-mail address of this account, and circulation will link them within one working day.
          </p>
        </>
      )}
    </AccountCard>
  );
}
