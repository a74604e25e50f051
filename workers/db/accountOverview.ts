import type {
  ProfileGift,
  ProfileNewsletter,
  ProfileOrder,
  ProfileOverview,
  ProfileSubscription,
} from "#machines/rules/account/profileOverview";
import { formatDate } from "#machines/rules/calendar/dates";

/** The newest orders the profile lists; older ones stay reachable by their own address. */
export const PROFILE_ORDERS_SHOWN = 50;

/**
 * Everything /profile lists for one reader, in one batch: their orders, their own subscriptions (paid,
 * newest first), the gift subscriptions they gave, and whether their e-mail gets the newsletter.
 */
export async function readAccountOverview(
  db: D1Database,
  userId: number,
  email: string,
  now: Date,
): Promise<ProfileOverview> {
  const [orders, subscriptions, gifts, newsletter] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT o.id, o.status, o.total_cents, o.currency, o.created_at,
                (SELECT coalesce(sum(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS copies
           FROM orders o WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ?`,
      )
      .bind(userId, PROFILE_ORDERS_SHOWN),
    db
      .prepare(
        `SELECT s.id, p.title, p.country, p.digital_only, s.status, s.auto_renew, s.ends_at, s.delivery_address
           FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
          WHERE s.user_id = ? AND s.gift_email IS NULL AND s.status = 'active'
          ORDER BY s.ends_at DESC, s.id DESC`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT s.id, p.title, s.gift_email, s.created_at, s.ends_at
           FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
          WHERE s.user_id = ? AND s.gift_email IS NOT NULL AND s.status = 'active'
          ORDER BY s.created_at DESC, s.id DESC`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM newsletter_signups WHERE email = ?1 COLLATE NOCASE) AS signed_up,
                (SELECT created_at FROM newsletter_unsubscribes WHERE email = ?1 COLLATE NOCASE) AS unsubscribed_at`,
      )
      .bind(email),
  ]);
  const nowIso = now.toISOString();
  const news = newsletter?.results[0];
  return {
    orders: (orders?.results ?? []).map(
      (o): ProfileOrder => ({
        id: Number(o.id),
        status: String(o.status),
        totalCents: Number(o.total_cents),
        currency: String(o.currency),
        copies: Number(o.copies),
        createdText: formatDate(String(o.created_at)),
      }),
    ),
    subscriptions: (subscriptions?.results ?? []).map(
      (s): ProfileSubscription => ({
        id: Number(s.id),
        planTitle: String(s.title),
        status: String(s.status),
        running: String(s.ends_at) > nowIso,
        autoRenew: Number(s.auto_renew) === 1,
        digitalOnly: Number(s.digital_only) === 1,
        planCountry: String(s.country),
        endsText: formatDate(String(s.ends_at)),
        deliveryAddress: s.delivery_address ? (JSON.parse(String(s.delivery_address)) as Record<string, string>) : null,
      }),
    ),
    gifts: (gifts?.results ?? []).map(
      (g): ProfileGift => ({
        id: Number(g.id),
        planTitle: String(g.title),
        recipientEmail: String(g.gift_email),
        givenText: formatDate(String(g.created_at)),
        endsText: formatDate(String(g.ends_at)),
      }),
    ),
    newsletter: {
      signedUp: Number(news?.signed_up ?? 0) === 1,
      unsubscribedText: news?.unsubscribed_at ? formatDate(String(news.unsubscribed_at)) : null,
    } satisfies ProfileNewsletter,
  };
}
