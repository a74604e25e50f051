import { Link } from "#app/components/navigation/Link";
import { useRootData } from "#app/lib/rootData";
import { PAYWALL_OFFER } from "#machines/rules/magazine/meter";
import { SubscriberSignIn } from "./SubscriberSignIn";

/**
 * The wall: shown instead of the body once the month's free
 * articles are read. The server left the body out of the page.
 */
export function PaywallWall() {
  const { subscribeUrl } = useRootData().config;
  return (
    <section className="paywall-wall" aria-labelledby="paywall-heading" data-testid="paywall-wall">
      <h2 id="paywall-heading" className="paywall-wall__heading">
        {PAYWALL_OFFER.heading}
      </h2>
      <p>Subscribe to keep reading, or sign in if you already have a subscription.</p>
      <ul className="paywall-wall__offers">
        <li>
          <Link to={subscribeUrl} className="button button--accent">
            {PAYWALL_OFFER.subscription}
          </Link>
        </li>
        <li>
          <Link to="/print/archive" className="paywall-wall__offer">
            {PAYWALL_OFFER.digitalIssue}
          </Link>
        </li>
        <li>
          <Link to="/print/archive" className="paywall-wall__offer">
            {PAYWALL_OFFER.backIssues}
          </Link>
        </li>
      </ul>
      <SubscriberSignIn className="button button--secondary paywall-wall__signin" />
    </section>
  );
}
