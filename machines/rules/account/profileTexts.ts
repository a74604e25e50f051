/**
 * The profile's words for what the reader has (orders, invoices, subscriptions, gifts, newsletter) and
 * the answers of its subscription forms, in one place for the page, the action and the tests.
 */
export const PROFILE_TEXTS = {
  ordersHeading: "Your orders",
  noOrders: "You have not ordered anything yet.",
  orderLink: (id: number) => `Order ${id}`,
  invoiceLink: "Invoice",
  subscriptionsHeading: "Your subscriptions",
  noSubscriptions: "No subscription on this account.",
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Ends on ${date}, not renewed`,
  endedOn: (date: string) => `Ended on ${date}`,
  deliveredTo: "Next issue goes to",
  digitalDelivery: "Digital: nothing is posted.",
  renewalOffHint: "Your subscription runs to its end date either way.",
  turnRenewalOff: "Turn auto-renewal off",
  turnRenewalOn: "Turn auto-renewal back on",
  renewalTurnedOff: (date: string) => `Auto-renewal is off: your subscription ends on ${date}.`,
  renewalTurnedOn: (date: string) => `Auto-renewal is on: your subscription renews on ${date}.`,
  deliveryHeading: "Change the delivery address",
  deliveryHint: "The next issue and every one after it go to this address.",
  saveDelivery: "Save delivery address",
  deliveryChanged: "The delivery address is changed: your next issue goes there.",
  deliveryOutsidePlan: "This subscription is priced for another region: choose a country of its plan's region.",
  badSubscription: "Please choose one of your running subscriptions.",
  badRenewal: "Please choose whether the subscription renews.",
  giftsHeading: "Gift subscriptions you gave",
  giftTo: (email: string) => `To ${email}`,
  giftRuns: (given: string, ends: string) => `Given ${given}, runs until ${ends}`,
  newsletterHeading: "Newsletter",
  newsletterOn: (email: string) => `You receive the weekly newsletter at ${email}.`,
  newsletterUnsubscribed: (date: string) => `You unsubscribed on ${date}: no newsletter is sent to you.`,
  newsletterOff: "You do not receive the weekly newsletter.",
  newsletterStop: "Stop the newsletter",
  newsletterResume: "Receive the newsletter",
  newsletterStopped: "Done: the newsletter is no longer sent to you.",
  newsletterResumed: (email: string) => `Done: the newsletter goes to ${email} from its next issue.`,
  badNewsletter: "Please choose whether you receive the newsletter.",
  subscriberMailings: "As a subscriber you receive the subscribers' mailings too.",
} as const;

/** How each order stands, in one or two words for the profile's list. */
export const ORDER_STATUS_WORDS: Record<string, string> = {
  paid: "Paid",
  pending: "Awaiting payment",
  failed: "Payment declined",
  cancelled: "Cancelled",
  expired: "Not paid in time",
  refunded: "Refunded",
};

/** An order whose payment arrived has an invoice; one never paid has nothing to invoice. */
export function orderHasInvoice(status: string): boolean {
  return status === "paid" || status === "refunded";
}

/** A gift never renews (its recipient is not the buyer's account); any other subscription renews unless turned off. */
export function renewsAtEnd(subscription: { autoRenew: boolean; isGift: boolean }): boolean {
  return subscription.autoRenew && !subscription.isGift;
}
