import { type FormEvent, useState } from "react";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { ErrorAlert } from "#app/components/shell/ErrorAlert";
import type { CartItem } from "#machines/rules/shop/cartItems";
import { cartMessage } from "#machines/rules/shop/cartView";
import type { PrintIssue } from "#machines/rules/shop/issueTypes";
import { formatPrice } from "#machines/rules/shop/money";
import { ISSUE_FORMATS, type IssueFormat } from "#machines/rules/shop/shop";
import { useCart, useCartActor } from "./CartProvider";

function stockText(format: IssueFormat, stock: number): string {
  if (stock === 0) return "sold out";
  if (format === "digital") return "available";
  return stock <= 5 ? `only ${stock} left` : "in stock";
}

/**
 * The add-to-cart form of the purchase page. Without JavaScript it posts to
 * the page's action; with it, the cart machine adds one copy (local cart or
 * server cart) and its message shows here.
 */
export function PurchaseForm({
  issue,
  preselected,
  writeKey,
  serverError,
}: {
  issue: PrintIssue;
  preselected: IssueFormat | null;
  /** Sent with the form without JavaScript, so a re-sent form adds once. */
  writeKey: string;
  serverError?: string;
}) {
  const actor = useCartActor();
  const message = useCart(cartMessage, null);
  const pulse = useCart((s) => s.context.pulse, false);
  const [format, setFormat] = useState<IssueFormat | null>(preselected);

  function add(event: FormEvent<HTMLFormElement>) {
    const info = format ? issue.formats[format] : undefined;
    if (!format || !info) return; // the browser's required radio speaks first
    event.preventDefault();
    const item: CartItem = {
      id: null,
      itemId: issue.id,
      type: format,
      formatLabel: info.label,
      quantity: 1,
      priceCents: info.priceCents,
      title: issue.title,
      pathPurchase: issue.purchasePath,
      imagePath: issue.primary_image?.path ?? "",
      instock: info.instock,
    };
    actor.send({ type: "ADD", item, writeKey: crypto.randomUUID() });
  }

  const shown = message ?? serverError;
  return (
    <Form method="post" className="form shop-formats" onSubmit={add}>
      <input type="hidden" name="writeKey" value={writeKey} />
      <fieldset>
        <legend className="label">Format</legend>
        {ISSUE_FORMATS.flatMap((f) => {
          const info = issue.formats[f];
          if (!info) return [];
          return [
            <label key={f} className={info.instock > 0 ? "shop-format" : "shop-format shop-format--out"}>
              <input
                type="radio"
                name="format"
                value={f}
                defaultChecked={f === preselected}
                onChange={() => setFormat(f)}
                disabled={info.instock === 0}
                required
              />
              <span className="shop-format__label">{info.label}</span>
              <span className="shop-format__price">{formatPrice(info.priceCents)}</span>
              <span className="shop-format__stock">{stockText(f, info.instock)}</span>
            </label>,
          ];
        })}
      </fieldset>
      <ErrorAlert message={shown} testId="cart-message" />
      {pulse && !shown && (
        <p className="alert alert--success" role="status" data-testid="cart-added">
          Added to your cart. <Link to="/cart">View cart</Link>
        </p>
      )}
      <div className="shop-formats__actions">
        <button type="submit" className="button button--accent">
          Add to cart
        </button>
        <Link to="/cart" className="button button--secondary">
          View cart
        </Link>
      </div>
    </Form>
  );
}
