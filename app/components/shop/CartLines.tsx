import { type FormEvent, useEffect, useState } from "react";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { type CartItem, quantityNotice, quantityOnBlur, updateDisabled } from "#machines/rules/shop/cartItems";
import { formatName } from "#machines/rules/shop/formatName";
import { formatPrice } from "#machines/rules/shop/money";

export interface CartLineActions {
  active: boolean;
  update: (index: number, quantity: string) => void;
  remove: (index: number) => void;
}

/** A quantity the server refused (a form sent without JavaScript): the line, what was typed and why. */
export interface QuantityRefusal {
  lineId: number;
  quantity: string;
  message: string;
}

/**
 * One cart line: cover, title, format, quantity control and remove. The
 * forms post to /cart without JavaScript; with it, the cart machine's
 * actions take them over (update disabled while a call is active, when
 * unchanged, blank or above stock; a blank value reverts on blur). A
 * quantity above stock says "There are only {n} copies in stock." under the
 * field as it is typed, or, without JavaScript, when the server refuses it.
 */
function CartLineRow({
  line,
  index,
  actions,
  editable,
  refusal,
}: {
  line: CartItem;
  index: number;
  actions: CartLineActions | null;
  editable: boolean;
  refusal: QuantityRefusal | null;
}) {
  const [draft, setDraft] = useState(refusal?.quantity ?? String(line.quantity));
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);
  const fieldId = `qty-${line.type}-${line.itemId}`;
  const noticeId = `${fieldId}-notice`;
  const notice = actions ? quantityNotice(line, draft) : (refusal?.message ?? null);
  const intercept = (run: () => void) => (event: FormEvent) => {
    if (!actions) return;
    event.preventDefault();
    run();
  };
  return (
    <li className="shop-line" data-testid="cart-line">
      <Link to={line.pathPurchase} className="shop-line__cover" tabIndex={-1} aria-hidden="true">
        {line.imagePath && <img src={line.imagePath} alt="" width={96} height={128} loading="lazy" />}
      </Link>
      <div className="shop-line__body">
        <p className="shop-line__title">
          <Link to={line.pathPurchase}>{line.title}</Link>
        </p>
        <p className="meta">
          {formatName(line.type, line.formatLabel)} · {formatPrice(line.priceCents)} each
        </p>
        {editable ? (
          <div className="shop-line__controls">
            <Form
              method="post"
              action="/cart"
              className="shop-qty"
              onSubmit={intercept(() => actions?.update(index, draft))}
            >
              <input type="hidden" name="intent" value="update" />
              {line.id !== null && <input type="hidden" name="id" value={line.id} />}
              <label className="label" htmlFor={fieldId}>
                Qty
              </label>
              <input
                id={fieldId}
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                value={draft}
                aria-invalid={notice ? true : undefined}
                aria-describedby={notice ? noticeId : undefined}
                onChange={(e) => setDraft(e.target.value)}
                onBlur={() => setDraft(quantityOnBlur(line, draft))}
                required
                readOnly={line.type === "digital"}
              />
              {line.type !== "digital" && (
                <button
                  type="submit"
                  className="button button--small button--secondary"
                  disabled={actions ? updateDisabled(line, draft, actions.active) : false}
                >
                  Update
                </button>
              )}
            </Form>
            <Form method="post" action="/cart" onSubmit={intercept(() => actions?.remove(index))}>
              <input type="hidden" name="intent" value="remove" />
              {line.id !== null && <input type="hidden" name="id" value={line.id} />}
              <button type="submit" className="text-link shop-remove" disabled={actions?.active ?? false}>
                Remove
              </button>
            </Form>
            {notice && (
              <p className="shop-line__notice" id={noticeId} role="alert" data-testid="quantity-notice">
                {notice}
              </p>
            )}
          </div>
        ) : (
          <p className="meta">Quantity {line.quantity}</p>
        )}
      </div>
      <p className="shop-line__price">{formatPrice(line.priceCents * line.quantity)}</p>
    </li>
  );
}

export function CartLines({
  lines,
  editable,
  actions = null,
  refusal = null,
}: {
  lines: readonly CartItem[];
  editable: boolean;
  actions?: CartLineActions | null;
  refusal?: QuantityRefusal | null;
}) {
  return (
    <ul className="shop-lines">
      {lines.map((line, index) => (
        <CartLineRow
          key={`${line.itemId}-${line.type}`}
          line={line}
          index={index}
          actions={actions}
          editable={editable}
          refusal={refusal && line.id === refusal.lineId ? refusal : null}
        />
      ))}
    </ul>
  );
}
