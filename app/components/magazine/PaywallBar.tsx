import { Link } from "#app/components/navigation/Link";
import { useRootData } from "#app/lib/rootData";
import { paywallCounterText } from "#machines/rules/magazine/magazine";
import type { PrintIssue } from "#machines/rules/shop/issueTypes";
import { IssueCover } from "./IssueCover";
import { SubscriberSignIn } from "./SubscriberSignIn";

/**
 * The counter bar: how many free articles are left, expanding to
 * the current issue's cover. A <details> element, so it opens without JavaScript;
 * "Subscriber? Sign in" stands beside it, outside the summary (no link inside a button).
 */
export function PaywallBar({ remaining, issue }: { remaining: number; issue: PrintIssue | null }) {
  const { subscribeUrl } = useRootData().config;
  return (
    <div className="paywall-bar" data-testid="paywall-bar">
      <details className="paywall-bar__details">
        <summary className="paywall-bar__summary">
          <span data-testid="paywall-counter">{paywallCounterText(remaining)}</span>{" "}
          <span className="paywall-bar__more">Subscribe for unlimited access</span>
        </summary>
        <div className="paywall-bar__panel">
          {issue ? (
            <Link to={issue.path} className="paywall-bar__cover">
              <IssueCover issue={issue} width={120} />
            </Link>
          ) : null}
          <div>
            {issue ? <p className="mag-label">Now in print: {issue.title}</p> : null}
            <p>Subscribers read every article, every issue and the archive.</p>
            <Link to={subscribeUrl} className="button button--accent">
              Subscribe
            </Link>{" "}
            <SubscriberSignIn className="button button--secondary" />
          </div>
        </div>
      </details>
      <SubscriberSignIn className="paywall-bar__signin" />
    </div>
  );
}
