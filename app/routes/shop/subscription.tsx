import { data } from "react-router";
import { Link } from "#app/components/navigation/Link";
import { ConfirmationPage } from "#app/components/shop/ConfirmationPage";
import { stylesheet } from "#app/lib/stylesheet";
import shopCss from "#app/styles/shop.css?url";
import { formatPrice } from "#machines/rules/shop/money";
import { appContext } from "#workers/context";

import { ownSubscription } from "#workers/services/shop/purchasePayment";

import type { Route } from "./+types/subscription";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

/** A subscription's confirmation after its payment, visible only to its buyer (anyone else gets 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const subscription = await ownSubscription(context.get(appContext), params.id);
  if (!subscription) throw data("There is no such subscription.", { status: 404 });
  return { subscription };
}

export function meta() {
  return [{ title: "Your subscription | Artmagazine" }];
}

export default function Subscription({ loaderData }: Route.ComponentProps) {
  const { subscription: s } = loaderData;
  const active = s.status === "active";
  const failed = s.status === "failed";
  return (
    <ConfirmationPage
      kicker={`Subscription ${s.id}`}
      heading={
        active
          ? s.giftEmail
            ? "Thank you for your gift"
            : "Thank you for subscribing"
          : failed
            ? "The payment was declined"
            : "Your subscription is waiting for payment"
      }
      headingTestId="subscribe-done"
    >
      <p data-testid="subscription-summary">
        {s.planTitle}, {formatPrice(s.priceCents)}.{" "}
        {active
          ? s.giftEmail
            ? `We will let ${s.giftEmail} know about the gift.`
            : `It runs until ${s.endsText}.`
          : failed
            ? "Nothing was charged. You are welcome to try again."
            : "This page updates once the payment arrives."}
      </p>
      {s.discountCode && <p data-testid="subscribe-discount">{`Discount code ${s.discountCode} applied.`}</p>}
      <p className="shop-actions">
        {failed ? (
          <Link className="button" to="/subscribe">
            Try again
          </Link>
        ) : (
          <Link className="button" to="/">
            Start reading
          </Link>
        )}
      </p>
    </ConfirmationPage>
  );
}
