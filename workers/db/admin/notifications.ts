import type { NotificationKind } from "#machines/rules/admin/adminGuide";

/** What needs the guide admin's attention, worked out from the data, without the dismissed items. */

export interface NotificationRow {
  kind: NotificationKind;
  item_id: number;
  title: string;
  detail: string;
  day: string;
}

const NOT_DISMISSED = (kind: NotificationKind, id: string) =>
  `NOT EXISTS (SELECT 1 FROM notification_dismissals d WHERE d.kind = '${kind}' AND d.item_id = ${id})`;

/**
 * Submitted listings (newest first), current and upcoming shows without an
 * image (soonest closing first) and venues whose shows have all ended (most
 * recent last show first). Binds: today, today.
 */
const ALL = `
  SELECT 'submission' AS kind, s.id AS item_id, s.venue_name AS title, p.place || ' · ' || s.email AS detail,
         substr(s.submitted_at, 1, 10) AS day, 0 AS rank
    FROM member_submissions s JOIN places p ON p.place_url = s.place_url
   WHERE ${NOT_DISMISSED("submission", "s.id")}
  UNION ALL
  SELECT 'no-image', e.id, e.title, v.name, e.show_end, 1
    FROM exhibitions e JOIN venues v ON v.id = e.venue_id
   WHERE e.primary_image_id IS NULL AND e.show_end >= ? AND ${NOT_DISMISSED("no-image", "e.id")}
  UNION ALL
  SELECT 'ended', w.id, w.name, p.place, w.last_end, 2
    FROM (SELECT v.id, v.name, v.place_url, (SELECT max(x.show_end) FROM exhibitions x WHERE x.venue_id = v.id) AS last_end
            FROM venues v) w
    JOIN places p ON p.place_url = w.place_url
   WHERE w.last_end < ? AND ${NOT_DISMISSED("ended", "w.id")}`;

/** One page of notifications of one kind, or of every kind ("all"), and how many there are. */
export async function listNotifications(
  db: D1Database,
  kind: NotificationKind | "all",
  today: string,
  page: number,
  size: number,
): Promise<{ items: NotificationRow[]; total: number }> {
  const [items, count] = await db.batch([
    db
      .prepare(
        `SELECT kind, item_id, title, detail, day FROM (${ALL}) WHERE ? IN ('all', kind)
          ORDER BY rank, CASE WHEN kind = 'no-image' THEN day END, day DESC, item_id DESC LIMIT ? OFFSET ?`,
      )
      .bind(today, today, kind, size, (page - 1) * size),
    db.prepare(`SELECT COUNT(*) AS n FROM (${ALL}) WHERE ? IN ('all', kind)`).bind(today, today, kind),
  ]);
  return {
    items: items!.results as NotificationRow[],
    total: Number((count!.results[0] as { n: number }).n),
  };
}

/** Records a dismissal; dismissing twice changes nothing. */
export async function dismissNotification(db: D1Database, kind: NotificationKind, itemId: number): Promise<void> {
  await db
    .prepare("INSERT INTO notification_dismissals (kind, item_id) VALUES (?, ?) ON CONFLICT (kind, item_id) DO NOTHING")
    .bind(kind, itemId)
    .run();
}
