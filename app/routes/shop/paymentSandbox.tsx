import { data, redirect } from "react-router";
import * as v from "valibot";
import { Form } from "#app/components/navigation/Form";
import { formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import shopCss from "#app/styles/shop.css?url";
import { formatPrice } from "#machines/rules/shop/money";
import { appContext } from "#workers/context";

import { signOutcome } from "#workers/services/shop/payment";

import { sandboxPayment } from "#workers/services/shop/purchasePayment";

import type { Route } from "./+types/paymentSandbox";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

/**
 * The sandbox payment provider's hosted page (the default without Stripe):
 * it stands for the provider's own site, so no card is asked here. Approve or
 * decline answers through the signed callback, like a real provider would.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  const payment = await sandboxPayment(context.get(appContext), ref);
  if (!payment) throw data("There is no payment waiting here.", { status: 404 });
  return { ref, totalCents: payment.totalCents, description: payment.description };
}

const Answer = v.object({ ref: v.pipe(v.string(), v.maxLength(40)), outcome: v.picklist(["approved", "declined"]) });

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const parsed = v.safeParse(Answer, await formObject(request));
  // Answered, not thrown: the page stays whole and says what went wrong.
  if (!parsed.success) return data({ error: "Please approve or decline the payment." }, { status: 400 });
  const { ref, outcome } = parsed.output;
  if (!(await sandboxPayment(app, ref))) return data({ error: "There is no payment waiting here." }, { status: 404 });
  const signature = await signOutcome(ref, outcome, app.config.paymentSandboxSecret);
  return redirect(`/payment/callback?${new URLSearchParams({ ref, outcome, signature })}`);
}

export function meta() {
  return [{ title: "Sandbox payment | Artmagazine" }, { name: "robots", content: "noindex" }];
}

export default function PaymentSandbox({ loaderData, actionData }: Route.ComponentProps) {
  const { ref, totalCents, description } = loaderData;
  return (
    <div className="page page--narrow shop-page payment-sandbox">
      <header className="page-header">
        <p className="kicker">Sandbox payment</p>
        <h1 className="page-title">Pay {formatPrice(totalCents)}</h1>
        <p className="dek">{description}</p>
      </header>
      <p className="meta">
        This test page stands in for the payment provider’s hosted checkout. No card is charged; choose how the payment
        ends.
      </p>
      {actionData?.error && (
        <p className="alert alert--error" role="alert">
          {actionData.error}
        </p>
      )}
      <Form method="post" className="shop-actions">
        <input type="hidden" name="ref" value={ref} />
        <button
          type="submit"
          name="outcome"
          value="approved"
          className="button button--accent"
          data-testid="sandbox-approve"
        >
          Approve payment
        </button>{" "}
        <button
          type="submit"
          name="outcome"
          value="declined"
          className="button button--secondary"
          data-testid="sandbox-decline"
        >
          Decline
        </button>
      </Form>
    </div>
  );
}
