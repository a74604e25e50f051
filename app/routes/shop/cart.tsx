import * as v from "valibot";
import { data, Link, redirect } from "react-router";
import { MAX_LINE_QUANTITY, onlyInStock, shopTexts } from "../../../machines/rules/shop";
import { appContext } from "../../../workers/context";
import { readCart, removeCartLine, updateCartLine } from "../../../workers/db/shopCart";
import { formObject } from "../../components/account/formData.server";
import { CartLines } from "../../components/shop/CartLines";
import { CartTotals } from "../../components/shop/CartTotals";
import shopCss from "../../styles/shop.css?url";
import type { Route } from "./+types/cart";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: shopCss }];

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  if (!app.viewer) return { signedIn: false as const, cart: null };
  return { signedIn: true as const, cart: await readCart(app.db, app.viewer.id) };
}

const CartForm = v.variant("intent", [
  v.object({
    intent: v.literal("update"),
    id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
    quantity: v.pipe(v.string(), v.regex(/^\d{1,4}$/, "Please enter a quantity."), v.transform(Number), v.minValue(1, "Please enter a quantity."), v.maxValue(MAX_LINE_QUANTITY)),
  }),
  v.object({ intent: v.literal("remove"), id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) }),
]);

/** Quantity update and remove as plain forms: the same rules as PATCH /cart/update and POST /cart/remove. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  if (!app.viewer) return redirect("/login?redirectTo=%2Fcart");
  const parsed = v.safeParse(CartForm, await formObject(request));
  if (!parsed.success) return data({ error: parsed.issues[0]?.message ?? "Please check the quantity." }, { status: 400 });
  const input = parsed.output;
  if (input.intent === "remove") {
    if (!(await removeCartLine(app.db, app.viewer.id, input.id))) throw data("That line is not in your cart.", { status: 404 });
    return redirect("/cart");
  }
  const result = await updateCartLine(app.db, app.viewer.id, input.id, input.quantity);
  if (result.status === "missing") throw data("That line is not in your cart.", { status: 404 });
  if (result.status === "stock") {
    return data({ error: result.format === "digital" ? shopTexts.duplicateDigital : onlyInStock(result.instock) }, { status: 409 });
  }
  return redirect("/cart");
}

export function meta() {
  return [{ title: "Your cart | Artmagazine" }];
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { cart } = loaderData;
  const empty = !cart || cart.lines.length === 0;
  return (
    <div className="page shop-page">
      <header className="page-header">
        <h1 className="page-title">Your cart</h1>
      </header>
      {actionData?.error && (
        <p className="alert alert--error" role="alert">
          {actionData.error}
        </p>
      )}
      {empty ? (
        <div className="shop-empty">
          <p>{shopTexts.emptyCart}</p>
          <p>
            <Link className="button" to="/print/archive">
              Browse back issues
            </Link>{" "}
            <Link className="button button--secondary" to="/subscribe">
              Subscribe
            </Link>
          </p>
        </div>
      ) : (
        <div className="shop-review">
          <CartLines lines={cart.lines} editable />
          <aside className="shop-summary">
            <CartTotals cart={cart} />
            <Link className="button button--block button--accent" to="/cart/checkout">
              Check Out
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
