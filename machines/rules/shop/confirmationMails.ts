import { formatPrice } from "./money";

/**
 * The shop's confirmation e-mails, sent once when a payment settles as paid:
 * the order's (its lines and totals), the subscription's, and the notice a
 * gift's recipient gets. Plain text; `url` is the page the mail points to.
 */

interface MailText {
  to: string;
  subject: string;
  body: string;
}

export interface OrderForMail {
  id: number;
  email: string;
  createdText: string;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  lines: { title: string; format: string; quantity: number; unitPriceCents: number }[];
}

export interface SubscriptionForMail {
  id: number;
  buyerEmail: string;
  buyerName: string;
  planTitle: string;
  priceCents: number;
  discountCode: string | null;
  endsText: string;
  gift: { email: string; message: string; from: string } | null;
}

const SIGNATURE = ["", "Artmagazine"];

export function orderConfirmationMail(order: OrderForMail, url: string): MailText {
  return {
    to: order.email,
    subject: `Your Artmagazine order ${order.id}`,
    body: [
      "Thank you for your order. Your payment has arrived.",
      "",
      `Order ${order.id}, placed ${order.createdText}:`,
      "",
      ...order.lines.map(
        (l) => `${l.title} (${l.format}), quantity ${l.quantity}: ${formatPrice(l.unitPriceCents * l.quantity)}`,
      ),
      "",
      `Subtotal: ${formatPrice(order.subtotalCents)}`,
      `Shipping: ${order.shippingCents === 0 ? "none" : formatPrice(order.shippingCents)}`,
      `Total: ${formatPrice(order.totalCents)}`,
      "",
      "Your order and its invoice:",
      url,
      ...SIGNATURE,
    ].join("\n"),
  };
}

export function subscriptionConfirmationMail(s: SubscriptionForMail, url: string): MailText {
  return {
    to: s.buyerEmail,
    subject: s.gift ? "Your Artmagazine gift subscription" : "Your Artmagazine subscription",
    body: [
      s.gift
        ? "Thank you for your gift. Your payment has arrived."
        : "Thank you for subscribing. Your payment has arrived.",
      "",
      `Subscription ${s.id}: ${s.planTitle}, ${formatPrice(s.priceCents)}.`,
      ...(s.discountCode ? [`Discount code ${s.discountCode} applied.`] : []),
      s.gift ? `We have let ${s.gift.email} know about the gift.` : `It runs until ${s.endsText}.`,
      "",
      "Your subscription:",
      url,
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** The gift's recipient: who gives it, what it is, the message; never its price. */
export function giftNoticeMail(
  s: SubscriptionForMail & { gift: NonNullable<SubscriptionForMail["gift"]> },
  url: string,
): MailText {
  const from = s.gift.from.trim() || s.buyerName;
  return {
    to: s.gift.email,
    subject: `${from} has given you a subscription to Artmagazine`,
    body: [
      `${from} has given you a subscription to Artmagazine: ${s.planTitle}. It runs until ${s.endsText}.`,
      ...(s.gift.message.trim() ? ["", `${from} writes:`, s.gift.message.trim()] : []),
      "",
      "Start reading:",
      url,
      ...SIGNATURE,
    ].join("\n"),
  };
}
