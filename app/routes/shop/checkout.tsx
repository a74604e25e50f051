import { useEffect, useState } from "react";
import { data, redirect } from "react-router";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { ErrorAlert } from "#app/components/shell/ErrorAlert";
import { AddressFields, addressFieldNames } from "#app/components/shop/AddressFields";
import { CartLines } from "#app/components/shop/CartLines";
import { CartTotals } from "#app/components/shop/CartTotals";
import { focusField } from "#app/lib/focusField";
import { formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import shopCss from "#app/styles/shop.css?url";
import { firstErrorField } from "#machines/rules/forms/firstError";
import { shippingRegion, shopTexts } from "#machines/rules/shop/shop";
import { parseCheckout } from "#workers/api/shop/checkoutForm";
import { appContext, ownViewer } from "#workers/context";
import { shopContext } from "#workers/services/shop/shopService";
import type { Route } from "./+types/checkout";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = ownViewer(context.get(appContext));
  if (!viewer) return { signedIn: false as const, items: null, key: "", notice: null };
  // A merge at sign-in may have capped a line to the stock: its message shows here once.
  const { items, notice } = await context.get(shopContext).readerCart(viewer.id);
  // A fresh idempotency key per form: submitting the same form twice places one order.
  return { signedIn: true as const, items, key: crypto.randomUUID(), notice };
}

/** Places the order (one batch with the stock decrement), pays through the payment interface, shows the confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = ownViewer(context.get(appContext));
  const shop = context.get(shopContext);
  if (!viewer)
    return data({ errors: { form: shopTexts.signInForServerCart } as Record<string, string> }, { status: 401 });
  const parsed = parseCheckout(await formObject(request));
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const { input } = parsed;
  const placed = await shop.placeOrder(viewer.id, input.key, {
    email: viewer.email,
    billing: input.billing,
    shipping: input.shipping,
    region: input.region,
    country: input.country,
  });
  if (placed.status === "empty")
    return data({ errors: { form: shopTexts.emptyCart } as Record<string, string> }, { status: 409 });
  if (placed.status === "stock")
    return data({ errors: { form: placed.message } as Record<string, string> }, { status: 409 });
  return redirect(await shop.startPayment({ kind: "order", id: placed.orderId }));
}

export function meta() {
  return [{ title: "Check out | Artmagazine" }];
}

/** The checkout's fields in the order the page shows them: where its errors send the reader. */
const CHECKOUT_FIELDS = [...addressFieldNames("billing_"), ...addressFieldNames("shipping_")];

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, items, key, notice } = loaderData;
  const [shipToBilling, setShipToBilling] = useState(true);
  const [billingCountry, setBillingCountry] = useState("US");
  const [shippingCountry, setShippingCountry] = useState("US");
  // Each answer with errors takes the reader to the first field that has one (a page served with them autofocuses it).
  useEffect(() => {
    const first = actionData ? firstErrorField(actionData.errors, CHECKOUT_FIELDS) : null;
    if (first) focusField(`checkout-${first}`);
  }, [actionData]);
  if (!signedIn) {
    return (
      <div className="page page--narrow shop-page">
        <header className="page-header">
          <h1 className="page-title">Check out</h1>
        </header>
        <p>{shopTexts.signInForServerCart} to check out; your cart is kept when you sign in.</p>
        <p>
          <Link className="button" to="/login?redirectTo=%2Fcart%2Fcheckout">
            Sign in
          </Link>{" "}
          <Link className="button button--secondary" to="/register">
            Register
          </Link>
        </p>
      </div>
    );
  }
  if (!items || items.length === 0) {
    return (
      <div className="page page--narrow shop-page">
        <header className="page-header">
          <h1 className="page-title">Check out</h1>
        </header>
        {actionData?.errors.form && (
          <p className="alert alert--error" role="alert">
            {actionData.errors.form}
          </p>
        )}
        <p>{shopTexts.emptyCart}</p>
        <p>
          <Link className="button" to="/print/archive">
            Browse back issues
          </Link>
        </p>
      </div>
    );
  }
  const errors = actionData?.errors ?? {};
  const firstError = firstErrorField(errors, CHECKOUT_FIELDS);
  return (
    <div className="page shop-page">
      <header className="page-header">
        <h1 className="page-title">Check out</h1>
      </header>
      <div className="shop-review">
        <Form method="post" className="form shop-checkout" noValidate>
          <input type="hidden" name="idempotencyKey" value={key} />
          {notice && !errors.form && (
            <p className="alert alert--error" role="alert" data-testid="checkout-notice">
              {notice}
            </p>
          )}
          <ErrorAlert message={errors.form} testId="checkout-error" />
          <ErrorAlert message={errors.idempotencyKey} />
          <fieldset className="shop-address">
            <legend className="section-heading">Billing address</legend>
            <AddressFields prefix="billing_" errors={errors} onCountry={setBillingCountry} autoFocusName={firstError} />
          </fieldset>
          <label className="checkbox shop-ship-to-billing">
            <input
              type="checkbox"
              name="shipToBilling"
              defaultChecked
              onChange={(e) => setShipToBilling(e.target.checked)}
            />{" "}
            Ship to my billing address
          </label>
          {/* Hidden by CSS while ship-to-billing is checked, so it works without JavaScript too. */}
          <fieldset className="shop-address shop-shipping">
            <legend className="section-heading">Shipping address</legend>
            <AddressFields
              prefix="shipping_"
              errors={errors}
              onCountry={setShippingCountry}
              autoFocusName={firstError}
            />
          </fieldset>
          <p className="meta">Payment follows on the next step; your card details never pass through this site.</p>
          <button type="submit" className="button button--accent" data-testid="place-order">
            Place order
          </button>
        </Form>
        <aside className="shop-summary">
          <h2 className="section-heading">Your order</h2>
          <CartLines lines={items} editable={false} />
          <CartTotals items={items} region={shippingRegion(shipToBilling, billingCountry, shippingCountry)} />
          <Link className="text-link" to="/cart">
            Edit cart
          </Link>
        </aside>
      </div>
    </div>
  );
}
