import { formatPrice } from "./money";
import { UNPAID_ORDER_MINUTES } from "./shop";

/**
 * The order page's words for how an order stands: a heading, what it means
 * for the reader and, for an order that was not paid (its lines are back in
 * the cart), the cart link's label.
 */
interface OrderStanding {
  heading: string;
  detail: string;
  cartLink?: string;
}

const orderTexts = {
  paidHeading: "Thank you for your order",
  paid: (email: string) => `Paid. A confirmation goes to ${email}.`,
  declinedHeading: "The payment was declined",
  declined: "Nothing was charged. The copies are back in your cart: you are welcome to order again.",
  cartLink: "Go to your cart",
  pendingHeading: "Your order is waiting for payment",
  pending: "We have not received the payment yet. This page updates once it arrives.",
  expiredHeading: "This order was not paid in time",
  expired: `No payment arrived within ${UNPAID_ORDER_MINUTES} minutes, so the copies went back on sale. Nothing was charged.`,
  stillInStock: "They are still in stock: you are welcome to order again.",
  soldOut: "Some of them have sold out since; the issue pages show what is left.",
  refundedHeading: "Your payment was refunded",
  refunded: (totalCents: number) =>
    `Your payment arrived after the order was released, and by then its copies had sold out. We gave back the full ${formatPrice(totalCents)} and nothing will be sent.`,
} as const;

/**
 * What the order page says: `stillInStock` tells a released order's reader
 * whether its copies can be ordered again (null when the page did not ask).
 */
export function orderStanding(
  order: { status: string; email: string; totalCents: number },
  stillInStock: boolean | null,
): OrderStanding {
  switch (order.status) {
    case "paid":
      return { heading: orderTexts.paidHeading, detail: orderTexts.paid(order.email) };
    case "failed":
      return { heading: orderTexts.declinedHeading, detail: orderTexts.declined, cartLink: orderTexts.cartLink };
    case "expired": {
      const stock = stillInStock === null ? "" : ` ${stillInStock ? orderTexts.stillInStock : orderTexts.soldOut}`;
      return {
        heading: orderTexts.expiredHeading,
        detail: `${orderTexts.expired}${stock}`,
        cartLink: orderTexts.cartLink,
      };
    }
    case "refunded":
      return { heading: orderTexts.refundedHeading, detail: orderTexts.refunded(order.totalCents) };
    default:
      return { heading: orderTexts.pendingHeading, detail: orderTexts.pending };
  }
}
