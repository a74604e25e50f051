import { Form, Link } from "react-router";
import { formatPrice } from "../../../machines/rules/shop";
import type { CartLine } from "../../../workers/db/shopCart";

/** The cart review lines: cover, title, format, quantity control, remove (spec 1 §2, issue 5 adds the machine). */
export function CartLines({ lines, editable }: { lines: readonly CartLine[]; editable: boolean }) {
  return (
    <ul className="shop-lines">
      {lines.map((line) => {
        const max = line.format === "digital" ? 1 : Math.max(line.quantity, line.instock[line.format] ?? line.quantity);
        return (
          <li key={line.id} className="shop-line">
            <Link to={`/print/${line.slug}/purchase`} className="shop-line__cover">
              {line.imagePath && <img src={line.imagePath} alt="" width={96} height={128} loading="lazy" />}
            </Link>
            <div className="shop-line__body">
              <p className="shop-line__title">
                <Link to={`/print/${line.slug}/purchase`}>{line.title}</Link>
              </p>
              <p className="meta">
                {line.format} · Vol. {line.volume}, No. {line.volumeNumber}
              </p>
              {editable ? (
                <div className="shop-line__controls">
                  <Form method="post" className="shop-qty">
                    <input type="hidden" name="intent" value="update" />
                    <input type="hidden" name="id" value={line.id} />
                    <label className="visually-hidden" htmlFor={`qty-${line.id}`}>
                      Quantity
                    </label>
                    <input id={`qty-${line.id}`} name="quantity" type="number" min={1} max={max} defaultValue={line.quantity} required readOnly={line.format === "digital"} />
                    {line.format !== "digital" && (
                      <button type="submit" className="button button--small button--secondary">
                        Update
                      </button>
                    )}
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={line.id} />
                    <button type="submit" className="text-link shop-remove">
                      Remove
                    </button>
                  </Form>
                </div>
              ) : (
                <p className="meta">Quantity {line.quantity}</p>
              )}
            </div>
            <p className="shop-line__price">{formatPrice(line.priceCents * line.quantity)}</p>
          </li>
        );
      })}
    </ul>
  );
}
