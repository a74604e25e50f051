import { useEffect } from "react";
import { data, redirect } from "react-router";
import * as v from "valibot";
import { Link } from "#app/components/navigation/Link";
import { ErrorAlert } from "#app/components/shell/ErrorAlert";
import { CartLines } from "#app/components/shop/CartLines";
import { useCart, useCartActor, useCartStarted } from "#app/components/shop/CartProvider";
import { CartTotals } from "#app/components/shop/CartTotals";
import { formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import shopCss from "#app/styles/shop.css?url";
import type { CartItem } from "#machines/rules/shop/cartItems";
import { cartCallActive, cartMessage } from "#machines/rules/shop/cartView";
import { MAX_LINE_QUANTITY, onlyInStock, shopTexts } from "#machines/rules/shop/shop";
import { appContext, ownViewer } from "#workers/context";
import { shopContext } from "#workers/services/shop/shopService";
import type { Route } from "./+types/cart";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

/** The reader's server cart, or a visitor's guest cart (kept for visitors without JavaScript); with a merge's stock message once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = ownViewer(context.get(appContext));
  const shop = context.get(shopContext);
  if (!viewer) return { signedIn: false, items: await shop.guestCart(request), notice: null };
  return { signedIn: true, ...(await shop.readerCart(viewer.id)) };
}

const CartForm = v.variant("intent", [
  v.object({
    intent: v.literal("update"),
    id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
    quantity: v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, "Please enter a quantity."),
      v.transform(Number),
      v.minValue(1, "Please enter a quantity."),
      v.maxValue(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}.`),
    ),
  }),
  v.object({ intent: v.literal("remove"), id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) }),
]);

const NOT_IN_CART = "That line is not in your cart.";

/** A refused form: the message, and for a quantity the line and what was typed. */
type CartAnswer = { error: string; lineId?: number; quantity?: string };

/** Quantity update and remove as plain forms: the same rules as PATCH /cart/update and POST /cart/remove. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = ownViewer(context.get(appContext));
  const parsed = v.safeParse(CartForm, await formObject(request));
  if (!parsed.success)
    return data<CartAnswer>({ error: parsed.issues[0]?.message ?? "Please check the quantity." }, { status: 400 });
  const input = parsed.output;
  // The account cart for a reader, the guest cart for a visitor: the same rules.
  const cart = await context.get(shopContext).cartEditor(request, viewer?.id ?? null);
  if (!cart) return data<CartAnswer>({ error: NOT_IN_CART }, { status: 404 });
  if (input.intent === "remove") {
    if (!(await cart.remove(input.id))) return data<CartAnswer>({ error: NOT_IN_CART }, { status: 404 });
    return redirect("/cart");
  }
  const result = await cart.update(input.id, input.quantity);
  if (result.status === "missing") return data<CartAnswer>({ error: NOT_IN_CART }, { status: 404 });
  if (result.status === "stock") {
    // Said under the line's quantity, which keeps what the reader typed.
    return data<CartAnswer>(
      {
        error: result.format === "digital" ? shopTexts.duplicateDigital : onlyInStock(result.instock),
        lineId: input.id,
        quantity: String(input.quantity),
      },
      { status: 409 },
    );
  }
  return redirect("/cart");
}

export function meta() {
  return [{ title: "Your cart | Artmagazine" }];
}

const NO_ITEMS: CartItem[] = [];

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const actor = useCartActor();
  // The cart page starts the cart machine at once: its lines become the machine's to edit.
  useEffect(() => void actor.start(), [actor]);
  const hydrated = useCartStarted();
  const machineItems = useCart((s) => s.context.items, NO_ITEMS);
  const active = useCart(cartCallActive, false);
  const message = useCart(cartMessage, null);
  // The server renders its own cart; once the cart machine (local or server cart) runs it takes over.
  const items = hydrated ? machineItems : loaderData.items;
  const refused = !hydrated && actionData?.lineId !== undefined ? actionData : null;
  const shown = (hydrated ? message : refused ? null : actionData?.error) ?? loaderData.notice ?? null;
  const actions = hydrated
    ? {
        active,
        update: (index: number, quantity: string) => actor.send({ type: "UPDATE", index, quantity }),
        remove: (index: number) => actor.send({ type: "REMOVE", index }),
      }
    : null;
  return (
    <div className="page shop-page">
      <header className="page-header">
        <h1 className="page-title">Your cart</h1>
      </header>
      <ErrorAlert message={shown} testId="cart-message" />
      {items.length === 0 ? (
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
          <CartLines
            lines={items}
            editable
            actions={actions}
            refusal={
              refused?.lineId !== undefined
                ? { lineId: refused.lineId, quantity: refused.quantity ?? "", message: refused.error }
                : null
            }
          />
          <aside className="shop-summary">
            <CartTotals items={items} />
            <Link className="button button--block button--accent" to="/cart/checkout" data-testid="checkout-link">
              Check Out
            </Link>
            {!loaderData.signedIn && (
              <p className="meta shop-summary__note">
                You will sign in or register at checkout; your cart comes with you.
              </p>
            )}
          </aside>
        </div>
      )}
    </div>
  );
}
