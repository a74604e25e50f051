import {
  giftNoticeMail,
  orderConfirmationMail,
  subscriptionConfirmationMail,
} from "#machines/rules/shop/confirmationMails";
import type { AppContext } from "#workers/context";
import { getOrderForMail } from "#workers/db/orderForMail";
import { getSubscriptionForMail } from "#workers/db/subscriptions";
import { type Mail, queueMail } from "#workers/services/mail/mail";

/**
 * The confirmations a payment sends through the mail queue: called by the
 * answer that made the purchase paid (settleOrder, settleSubscription and
 * payExpiredOrder answer whether their call did), so each goes once. The
 * payment stands whatever the mail does: a mail that cannot be queued is
 * logged, and a queued row whose message was lost is queued again by the
 * Cron Trigger.
 */

async function send(app: AppContext, mails: Mail[], what: string): Promise<void> {
  for (const mail of mails) {
    try {
      await queueMail(app.env.MAIL_QUEUE, app.db, mail);
    } catch (error) {
      console.error(JSON.stringify({ level: "error", source: "shop mail", what, message: String(error) }));
    }
  }
}

/** The order's confirmation, with its lines and totals, to the address given at checkout. */
export async function sendOrderConfirmation(app: AppContext, orderId: number): Promise<void> {
  const order = await getOrderForMail(app.db, orderId);
  if (order) await send(app, [orderConfirmationMail(order, `${app.config.baseUrl}/order/${order.id}`)], "order");
}

/** The subscription's confirmation to its buyer and, for a gift, the notice to its recipient. */
export async function sendSubscriptionConfirmation(app: AppContext, subscriptionId: number): Promise<void> {
  const s = await getSubscriptionForMail(app.db, subscriptionId);
  if (!s) return;
  const mails = [subscriptionConfirmationMail(s, `${app.config.baseUrl}/subscription/${s.id}`)];
  if (s.gift) mails.push(giftNoticeMail({ ...s, gift: s.gift }, `${app.config.baseUrl}/`));
  await send(app, mails, "subscription");
}
