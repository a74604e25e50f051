import { Link } from "react-router";
import { accountTexts } from "../../../machines/rules/account";
import { menuUsername } from "../../../machines/rules/username";
import { appContext } from "../../../workers/context";
import { AccountCard } from "../../components/account/AccountCard";
import accountCss from "../../styles/account.css?url";
import type { Route } from "./+types/profile";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountCss }];

export function loader({ context }: Route.LoaderArgs) {
  const { viewer } = context.get(appContext);
  return viewer
    ? { signedIn: true as const, username: menuUsername(viewer.username), fullUsername: viewer.username, email: viewer.email, isSubscriber: viewer.isSubscriber }
    : { signedIn: false as const };
}

export function meta() {
  return [{ title: "Your profile | Artmagazine" }];
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <AccountCard heading="PROFILE">
        <p>Sign in to see your account.</p>
        <p>
          <Link className="button" to="/login?redirectTo=%2Fprofile">
            Sign in
          </Link>
        </p>
        <p className="form__aside">
          Not a member yet? <Link className="text-link" to="/register">{accountTexts.registerHere}</Link>
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard heading="PROFILE">
      <dl className="account-facts">
        <div>
          <dt>Username</dt>
          <dd title={loaderData.fullUsername} data-testid="profile-username">{loaderData.username}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{loaderData.email}</dd>
        </div>
        <div>
          <dt>Subscription</dt>
          <dd>{loaderData.isSubscriber ? "Active subscriber" : "No subscription on this account"}</dd>
        </div>
      </dl>
      <ul className="account-links-list">
        <li><Link className="text-link" to="/artguide/myguide">Your myguide</Link></li>
        {!loaderData.isSubscriber && <li><Link className="text-link" to="/profile/activate">{accountTexts.subscriberActivate}</Link></li>}
        {!loaderData.isSubscriber && <li><Link className="text-link" to="/subscribe">Subscribe</Link></li>}
        <li><a className="text-link" href="/logout">Sign out</a></li>
      </ul>
    </AccountCard>
  );
}
