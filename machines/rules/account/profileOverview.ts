/**
 * What the profile lists for its reader, as workers/db/accountOverview.ts reads it and the page draws it.
 * Dates come written ("November 26, 2027") so the page carries no date code.
 */

export interface ProfileOrder {
  id: number;
  status: string;
  totalCents: number;
  currency: string;
  /** Copies in the order, all lines together. */
  copies: number;
  createdText: string;
}

export interface ProfileSubscription {
  id: number;
  planTitle: string;
  status: string;
  /** Whether it still runs (paid and not past its end). */
  running: boolean;
  autoRenew: boolean;
  digitalOnly: boolean;
  /** The plan's delivery region: US, CA, INTL, or ALL for a digital plan. */
  planCountry: string;
  endsText: string;
  /** Where its issues go (the shop's address schema), or null when none is kept. */
  deliveryAddress: Record<string, string> | null;
}

export interface ProfileGift {
  id: number;
  planTitle: string;
  recipientEmail: string;
  givenText: string;
  endsText: string;
}

export interface ProfileNewsletter {
  signedUp: boolean;
  /** The day the reader unsubscribed, written; null when they did not. */
  unsubscribedText: string | null;
}

export interface ProfileOverview {
  orders: ProfileOrder[];
  subscriptions: ProfileSubscription[];
  gifts: ProfileGift[];
  newsletter: ProfileNewsletter;
}

/** What a profile form's post answers: its message and, refused, its messages by field and the values it was posted with. */
export interface ProfileFormAnswer {
  ok: boolean;
  intent: string;
  message: string;
  errors?: Record<string, string>;
  /** The subscription a subscription form named, so its answer shows at that subscription. */
  subscription?: number;
  values?: Record<string, string>;
}
