import * as v from "valibot";
import { data, Form, Link } from "react-router";
import { shippingRegion, shopTexts } from "../../../machines/rules/shop";
import { appContext } from "../../../workers/context";
import { ADDRESS_FIELDS } from "../../../workers/api/shop/addressSchema";
import { readCart } from "../../../workers/db/shopCart";
import { cartItemsOf } from "../../../workers/db/shopCartView";
import { formObject } from "../../components/account/formData.server";
import { CartLines } from "../../components/shop/CartLines";
import { CartTotals } from "../../components/shop/CartTotals";
import shopCss from "../../styles/shop.css?url";
import type { Route } from "./+types/checkout";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: shopCss }];

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  if (!app.viewer) return { signedIn: false as const, cart: null };
  return { signedIn: true as const, cart: await readCart(app.db, app.viewer.id) };
}

/** The address schema as valibot: required fields non-empty, every field within its length, no < or >. */
const AddressSchema = v.object(
  Object.fromEntries(
    ADDRESS_FIELDS.map((f) => {
      const max = "maxLength" in f ? f.maxLength : 2;
      const base = v.pipe(v.string(), v.trim(), v.maxLength(max, `${f.label} is too long.`), v.regex(/^[^<>]*$/, "The characters <> are not allowed."));
      // Missing fields read as empty, so they fail with the field's own message.
      return [f.name, v.optional(f.required ? v.pipe(base, v.nonEmpty(`Please enter ${f.label.toLowerCase()}.`)) : base, "")];
    }),
  ),
);

/** Checks the shipping address; placing the order and payment come with the shop issue. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  if (!app.viewer) return data({ errors: { form: "Please sign in or register" } as Record<string, string>, ok: false }, { status: 401 });
  const parsed = v.safeParse(AddressSchema, await formObject(request));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue) ?? "form";
      errors[key] ??= issue.message;
    }
    return data({ errors, ok: false }, { status: 400 });
  }
  return data({ errors: {} as Record<string, string>, ok: true }, { status: 200 });
}

export function meta() {
  return [{ title: "Check out | Artmagazine" }];
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, cart } = loaderData;
  if (!signedIn) {
    return (
      <div className="page page--narrow shop-page">
        <header className="page-header">
          <h1 className="page-title">Check out</h1>
        </header>
        <p>{shopTexts.signInForServerCart} to check out; your cart is kept when you sign in.</p>
        <p>
          <Link className="button" to="/login?redirectTo=%2Fcart%2Fcheckout">Sign in</Link>{" "}
          <Link className="button button--secondary" to="/register">Register</Link>
        </p>
      </div>
    );
  }
  if (!cart || cart.lines.length === 0) {
    return (
      <div className="page page--narrow shop-page">
        <header className="page-header">
          <h1 className="page-title">Check out</h1>
        </header>
        <p>{shopTexts.emptyCart}</p>
        <p><Link className="button" to="/print/archive">Browse back issues</Link></p>
      </div>
    );
  }
  const errors = actionData?.errors ?? {};
  return (
    <div className="page shop-page">
      <header className="page-header">
        <h1 className="page-title">Check out</h1>
      </header>
      <div className="shop-review">
        <Form method="post" className="form shop-address" noValidate>
          <h2 className="section-heading">Shipping address</h2>
          {actionData?.ok && (
            <p className="alert alert--success" role="status">
              Your shipping address is complete. Card payment is not open yet, so no order has been placed and your cart is kept.
            </p>
          )}
          {errors.form && <p className="alert alert--error" role="alert">{errors.form}</p>}
          {ADDRESS_FIELDS.map((f) => (
            <div key={f.name} className={errors[f.name] ? "field field--error" : "field"}>
              <label className="field__label" htmlFor={`ship-${f.name}`}>
                {f.label}
                {f.required ? "" : " (optional)"}
              </label>
              <input
                className="field__input"
                id={`ship-${f.name}`}
                name={f.name}
                type={f.type === "tel" ? "tel" : "text"}
                autoComplete={f.autocomplete}
                required={f.required}
                maxLength={"maxLength" in f ? f.maxLength : 2}
                defaultValue={"default" in f ? f.default : undefined}
                aria-invalid={errors[f.name] ? true : undefined}
                aria-describedby={errors[f.name] ? `ship-${f.name}-error` : undefined}
              />
              {errors[f.name] && <p className="field__error" id={`ship-${f.name}-error`}>{errors[f.name]}</p>}
            </div>
          ))}
          <button type="submit" className="button button--accent">Continue to payment</button>
        </Form>
        <aside className="shop-summary">
          <h2 className="section-heading">Your order</h2>
          <CartLines lines={cartItemsOf(cart)} editable={false} />
          <CartTotals items={cartItemsOf(cart)} region={shippingRegion(cart.shipToBilling, cart.billingCountry, cart.shippingCountry)} />
          <Link className="text-link" to="/cart">Edit cart</Link>
        </aside>
      </div>
    </div>
  );
}
