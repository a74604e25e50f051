import { useLocation } from "react-router";
import { Link } from "#app/components/navigation/Link";
import { useRootData } from "#app/lib/rootData";
import { PAYWALL_OFFER } from "#machines/rules/magazine/meter";

/** "Subscriber? Sign in", back to this article once signed in; only for a visitor (a reader is signed in already). */
export function SubscriberSignIn({ className }: { className: string }) {
  const { viewer } = useRootData();
  const { pathname } = useLocation();
  if (viewer) return null;
  return (
    <Link to={`/login?redirectTo=${encodeURIComponent(pathname)}`} className={className} data-testid="paywall-signin">
      {PAYWALL_OFFER.subscriberSignIn}
    </Link>
  );
}
