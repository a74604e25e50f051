import { getOrder } from "./orders";

/** An order by its id alone, for the mail its payment sends; null when it has no reader (any more). */
export async function getOrderForMail(db: D1Database, id: number) {
  const owner = await db
    .prepare("SELECT user_id FROM orders WHERE id = ?")
    .bind(id)
    .first<{ user_id: number | null }>();
  return owner?.user_id == null ? null : getOrder(db, owner.user_id, id);
}
