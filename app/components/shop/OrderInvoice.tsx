import { InvoiceAddress } from "#app/components/shop/InvoiceAddress";
import { InvoiceDocument } from "#app/components/shop/InvoiceDocument";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { addressLines } from "#machines/rules/shop/addressLines";
import { formatPrice } from "#machines/rules/shop/money";
import { countryName } from "#machines/rules/shop/northAmericanRegions";
import type { OrderView } from "#machines/rules/shop/orderTypes";

function Address({ title, address }: { title: string; address: Record<string, string> }) {
  const lines = addressLines(address, countryName);
  return (
    <InvoiceAddress title={title}>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </InvoiceAddress>
  );
}

/** An order's invoice document; `back` is the link under it (the buyer's order page, or the admin's list). */
export function OrderInvoice({ order, back }: { order: OrderView; back: { to: string; label: string } }) {
  const status = order.status === "paid" ? "Paid" : order.status === "failed" ? "Payment declined" : "Awaiting payment";
  return (
    <InvoiceDocument title={`Invoice ${order.id}`} meta={`${order.createdText} · ${status}`} back={back}>
      <div className="invoice__addresses">
        <Address title="Billed to" address={order.billing} />
        <Address title="Shipped to" address={order.shipping} />
      </div>
      <table className="invoice__lines">
        <ColumnHeads text={["Item", "Format"]} figures={["Qty", "Price", "Amount"]} />
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.position}>
              <td>{l.title}</td>
              <td>{l.format}</td>
              <td className="num">{l.quantity}</td>
              <td className="num">{formatPrice(l.unitPriceCents)}</td>
              <td className="num">{formatPrice(l.unitPriceCents * l.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Subtotal
            </th>
            <td className="num">{formatPrice(order.subtotalCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={4}>
              Shipping
            </th>
            <td className="num">{formatPrice(order.shippingCents)}</td>
          </tr>
          <tr className="invoice__total">
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td className="num" data-testid="invoice-total">
              {formatPrice(order.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="meta">
        Sent to {order.email}. Questions about this invoice: reply to your order confirmation or use the contact page.
      </p>
    </InvoiceDocument>
  );
}
