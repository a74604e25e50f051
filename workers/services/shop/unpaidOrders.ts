import { UNPAID_ORDER_MINUTES } from "#machines/rules/shop/shop";
import { releaseOrdersPendingSince } from "#workers/db/unpaidOrders";

/**
 * The Cron Trigger's work (wrangler.toml [triggers], the Worker's scheduled
 * handler): orders unpaid for UNPAID_ORDER_MINUTES give their copies back,
 * so unpaid checkouts cannot sell out an issue. `now` is the app's clock.
 */
export async function releaseUnpaidOrders(db: D1Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNPAID_ORDER_MINUTES * 60_000).toISOString();
  const released = await releaseOrdersPendingSince(db, cutoff);
  if (released > 0) console.log(`shop: released ${released} orders unpaid for ${UNPAID_ORDER_MINUTES} minutes`);
  return released;
}
