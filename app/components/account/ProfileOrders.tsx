import { Link } from "#app/components/navigation/Link";
import type { ProfileOrder } from "#machines/rules/account/profileOverview";
import { ORDER_STATUS_WORDS, orderHasInvoice, PROFILE_TEXTS } from "#machines/rules/account/profileTexts";
import { formatPrice } from "#machines/rules/shop/money";
import { ProfileSection } from "./ProfileSection";

/** The reader's orders, newest first: each links to its order page and, once paid, to its invoice. */
export function ProfileOrders({ orders }: { orders: ProfileOrder[] }) {
  return (
    <ProfileSection name="orders" heading={PROFILE_TEXTS.ordersHeading}>
      {orders.length === 0 ? (
        <p className="account-empty">{PROFILE_TEXTS.noOrders}</p>
      ) : (
        <ul className="account-rows">
          {orders.map((order) => (
            <li key={order.id} className="account-row" data-testid="profile-order">
              <div className="account-row__main">
                <Link className="text-link" to={`/order/${order.id}`}>
                  {PROFILE_TEXTS.orderLink(order.id)}
                </Link>
                <span className="account-row__meta">
                  {order.createdText} · {order.copies === 1 ? "1 copy" : `${order.copies} copies`} ·{" "}
                  {formatPrice(order.totalCents, order.currency)}
                </span>
              </div>
              <div className="account-row__side">
                <span className="account-status">{ORDER_STATUS_WORDS[order.status] ?? order.status}</span>
                {orderHasInvoice(order.status) && (
                  <Link className="text-link" to={`/invoice/${order.id}`}>
                    {PROFILE_TEXTS.invoiceLink}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
