/**
 * The admin's newsletter: segment lists, custom lists, dispatches with their
 * outbox rows, unsubscribes, bounces and the maintenance tools. All SQL for
 * newsletter_lists, newsletter_list_members, newsletter_dispatches,
 * newsletter_unsubscribes and newsletter_bounces lives here.
 */
import type { NewsletterKind, Segment } from "#machines/rules/admin/adminNewsletter";

/** Addresses no dispatch goes to: unsubscribed, or a hard bounce. */
const NOT_EXCLUDED = `NOT EXISTS (SELECT 1 FROM newsletter_unsubscribes x WHERE x.email = r.email)
  AND NOT EXISTS (SELECT 1 FROM newsletter_bounces b WHERE b.email = r.email AND b.kind = 'hard')`;

function segmentSql(segment: Segment): { sql: string; binds: unknown[] } {
  switch (segment.type) {
    case "all":
      return { sql: "SELECT lower(trim(email)) AS email FROM newsletter_signups", binds: [] };
    case "subscribers":
      return {
        sql: `SELECT lower(u.email) AS email FROM subscriptions s JOIN users u ON u.id = s.user_id
               WHERE s.status = 'active' AND s.ends_at > ?1`,
        binds: [new Date().toISOString()],
      };
    case "city":
      return {
        sql: `SELECT lower(u.email) AS email FROM exhibitions e
                JOIN myguide_entries m ON m.exhibition_id = e.id
                JOIN users u ON u.id = m.user_id
               WHERE e.place_url = ?1`,
        binds: [segment.place],
      };
    case "list":
      return { sql: "SELECT email FROM newsletter_list_members WHERE list_id = ?1", binds: [segment.id] };
  }
}

/** A segment's addresses, lower case and distinct, without unsubscribed addresses and hard bounces. */
export async function segmentRecipients(db: D1Database, segment: Segment): Promise<string[]> {
  const { sql, binds } = segmentSql(segment);
  const { results } = await db
    .prepare(`SELECT DISTINCT r.email FROM (${sql}) r WHERE ${NOT_EXCLUDED} ORDER BY r.email`)
    .bind(...binds)
    .all<{ email: string }>();
  return results.map((r) => r.email);
}

/** Readers per guide city (those with a show of the city in myguide), most first. */
export async function citySegments(db: D1Database): Promise<{ place: string; name: string; readers: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT p.place_url AS place, p.place AS name, COUNT(DISTINCT m.user_id) AS readers
         FROM places p JOIN exhibitions e ON e.place_url = p.place_url
         JOIN myguide_entries m ON m.exhibition_id = e.id
        GROUP BY p.place_url ORDER BY readers DESC, p.place`,
    )
    .all<{ place: string; name: string; readers: number }>();
  return results;
}

export async function segmentSize(db: D1Database, segment: Segment): Promise<number> {
  const { sql, binds } = segmentSql(segment);
  const row = await db
    .prepare(`SELECT COUNT(DISTINCT r.email) AS n FROM (${sql}) r WHERE ${NOT_EXCLUDED}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export interface CustomList {
  id: number;
  name: string;
  createdAt: string;
  members: number;
}

export async function customLists(db: D1Database): Promise<CustomList[]> {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.name, l.created_at, (SELECT COUNT(*) FROM newsletter_list_members m WHERE m.list_id = l.id) AS members
         FROM newsletter_lists l ORDER BY l.created_at DESC, l.id DESC LIMIT 200`,
    )
    .all<{ id: number; name: string; created_at: string; members: number }>();
  return results.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at, members: r.members }));
}

export async function customListName(db: D1Database, id: number): Promise<string | null> {
  const row = await db.prepare("SELECT name FROM newsletter_lists WHERE id = ?1").bind(id).first<{ name: string }>();
  return row?.name ?? null;
}

export async function placeName(db: D1Database, place: string): Promise<string | null> {
  const row = await db.prepare("SELECT place FROM places WHERE place_url = ?1").bind(place).first<{ place: string }>();
  return row?.place ?? null;
}

/** A list and its members in one transaction: all of it is saved, or nothing. */
export async function createCustomList(
  db: D1Database,
  name: string,
  emails: readonly string[],
  now: Date,
): Promise<number> {
  const [, , last] = await db.batch([
    db
      .prepare(
        "INSERT INTO newsletter_lists (id, name, created_at) VALUES ((SELECT coalesce(max(id), 0) + 1 FROM newsletter_lists), ?1, ?2)",
      )
      .bind(name, now.toISOString()),
    db
      .prepare(
        `INSERT OR IGNORE INTO newsletter_list_members (list_id, email)
         SELECT (SELECT max(id) FROM newsletter_lists), value FROM json_each(?1)`,
      )
      .bind(JSON.stringify(emails)),
    db.prepare("SELECT max(id) AS id FROM newsletter_lists"),
  ]);
  const id = (last?.results?.[0] as { id: number } | undefined)?.id;
  if (!id) throw new Error("newsletter_lists returned no id");
  return id;
}

export interface DispatchInput {
  key: string;
  kind: NewsletterKind;
  segment: string;
  segmentLabel: string;
  subject: string;
  preheader: string;
  createdBy: number;
}

/** The dispatch of an idempotency key: created now, or the one an earlier post of the same form made. */
export async function createDispatch(
  db: D1Database,
  input: DispatchInput,
  now: Date,
): Promise<{ id: number; created: boolean; createdBy: number | null }> {
  const row = await db
    .prepare(
      `INSERT INTO newsletter_dispatches (idempotency_key, kind, segment, segment_label, subject, preheader, created_by, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    )
    .bind(
      input.key,
      input.kind,
      input.segment,
      input.segmentLabel,
      input.subject,
      input.preheader,
      input.createdBy,
      now.toISOString(),
    )
    .first<{ id: number }>();
  if (row) return { id: row.id, created: true, createdBy: input.createdBy };
  const existing = await db
    .prepare("SELECT id, created_by FROM newsletter_dispatches WHERE idempotency_key = ?1")
    .bind(input.key)
    .first<{ id: number; created_by: number | null }>();
  if (!existing) throw new Error("newsletter_dispatches lost a dispatch");
  return { id: existing.id, created: false, createdBy: existing.created_by };
}

export interface RecipientMail {
  to: string;
  text: string;
  html: string;
  headers: string;
}

/**
 * One queued outbox row per recipient of a dispatch; a recipient who already
 * has one (the same form posted again) is skipped by the unique index. Answers
 * the ids of the rows made now, which are the ones to put on the queue.
 */
export async function insertDispatchMails(
  db: D1Database,
  dispatchId: number,
  subject: string,
  mails: readonly RecipientMail[],
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < mails.length; i += 40) {
    statements.push(
      db
        .prepare(
          `INSERT INTO mail_outbox (to_email, subject, body, html, headers, created_at, state, dispatch_id)
           SELECT json_extract(j.value, '$.to'), ?2, json_extract(j.value, '$.text'), json_extract(j.value, '$.html'),
                  json_extract(j.value, '$.headers'), ?3, 'queued', ?1
             FROM json_each(?4) j WHERE true
           ON CONFLICT DO NOTHING RETURNING id`,
        )
        .bind(dispatchId, subject, now.toISOString(), JSON.stringify(mails.slice(i, i + 40))),
    );
  }
  for (let i = 0; i < statements.length; i += 20) {
    const results = await db.batch<{ id: number }>(statements.slice(i, i + 20));
    for (const r of results) for (const row of r.results) ids.push(row.id);
  }
  return ids;
}

export interface DispatchStats {
  id: number;
  kind: NewsletterKind;
  segmentLabel: string;
  subject: string;
  preheader: string;
  createdAt: string;
  recipients: number;
  delivered: number;
  failed: number;
  unsubscribed: number;
}

const STATS_SELECT = `SELECT d.id, d.kind, d.segment_label, d.subject, d.preheader, d.created_at,
    (SELECT COUNT(*) FROM mail_outbox o WHERE o.dispatch_id = d.id) AS recipients,
    (SELECT COUNT(*) FROM mail_outbox o WHERE o.dispatch_id = d.id AND o.state = 'sent') AS delivered,
    (SELECT COUNT(*) FROM mail_outbox o WHERE o.dispatch_id = d.id AND o.state = 'failed') AS failed,
    (SELECT COUNT(*) FROM newsletter_unsubscribes u WHERE u.dispatch_id = d.id) AS unsubscribed
  FROM newsletter_dispatches d`;

interface StatsRow {
  id: number;
  kind: NewsletterKind;
  segment_label: string;
  subject: string;
  preheader: string;
  created_at: string;
  recipients: number;
  delivered: number;
  failed: number;
  unsubscribed: number;
}

function statsOf(r: StatsRow): DispatchStats {
  return {
    id: r.id,
    kind: r.kind,
    segmentLabel: r.segment_label,
    subject: r.subject,
    preheader: r.preheader,
    createdAt: r.created_at,
    recipients: r.recipients,
    delivered: r.delivered,
    failed: r.failed,
    unsubscribed: r.unsubscribed,
  };
}

/** A page of the archive, newest first, and whether an older page follows. */
export async function dispatchPage(
  db: D1Database,
  page: number,
  size: number,
): Promise<{ items: DispatchStats[]; total: number }> {
  const [count, list] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM newsletter_dispatches"),
    db
      .prepare(`${STATS_SELECT} ORDER BY d.created_at DESC, d.id DESC LIMIT ?1 OFFSET ?2`)
      .bind(size, (page - 1) * size),
  ]);
  return {
    total: (count?.results?.[0] as { n: number } | undefined)?.n ?? 0,
    items: ((list?.results ?? []) as StatsRow[]).map(statsOf),
  };
}

export async function dispatchById(db: D1Database, id: number): Promise<DispatchStats | null> {
  const row = await db.prepare(`${STATS_SELECT} WHERE d.id = ?1`).bind(id).first<StatsRow>();
  return row ? statsOf(row) : null;
}

/** Dispatches created in [from, until), oldest first. */
export async function dispatchesBetween(db: D1Database, from: string, until: string): Promise<DispatchStats[]> {
  const { results } = await db
    .prepare(`${STATS_SELECT} WHERE d.created_at >= ?1 AND d.created_at < ?2 ORDER BY d.created_at, d.id`)
    .bind(from, until)
    .all<StatsRow>();
  return results.map(statsOf);
}

/** A dispatch's recipients and what became of each mail, first 200 by address. */
export async function dispatchRecipients(
  db: D1Database,
  id: number,
): Promise<{ email: string; state: string; unsubscribed: boolean }[]> {
  const { results } = await db
    .prepare(
      `SELECT o.to_email AS email, o.state,
              EXISTS (SELECT 1 FROM newsletter_unsubscribes u WHERE u.email = o.to_email AND u.dispatch_id = ?1) AS unsubscribed
         FROM mail_outbox o WHERE o.dispatch_id = ?1 ORDER BY o.to_email LIMIT 200`,
    )
    .bind(id)
    .all<{ email: string; state: string; unsubscribed: number }>();
  return results.map((r) => ({ email: r.email, state: r.state, unsubscribed: r.unsubscribed === 1 }));
}

/** One address out of every later dispatch; unsubscribing twice keeps the first. */
export async function addUnsubscribe(
  db: D1Database,
  email: string,
  dispatchId: number | null,
  now: Date,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO newsletter_unsubscribes (email, dispatch_id, created_at)
       VALUES (?1, (SELECT id FROM newsletter_dispatches WHERE id = ?2), ?3) ON CONFLICT (email) DO NOTHING`,
    )
    .bind(email.toLowerCase(), dispatchId, now.toISOString())
    .run();
}

export interface RemovalTarget {
  /** "sign-ups" or a custom list's name. */
  source: string;
  email: string;
}

/** Hard-bounced addresses still in the sign-ups or a custom list. */
export async function hardBounceTargets(db: D1Database): Promise<RemovalTarget[]> {
  const { results } = await db
    .prepare(
      `SELECT 'sign-ups' AS source, s.email FROM newsletter_bounces b JOIN newsletter_signups s ON s.email = b.email
        WHERE b.kind = 'hard'
       UNION ALL
       SELECT l.name AS source, m.email FROM newsletter_bounces b
         JOIN newsletter_list_members m ON m.email = b.email JOIN newsletter_lists l ON l.id = m.list_id
        WHERE b.kind = 'hard'
       ORDER BY 2, 1 LIMIT 1000`,
    )
    .all<RemovalTarget>();
  return results;
}

/** Removes, of `emails`, those that are still hard bounces: from the sign-ups and every list. */
export async function removeHardBounces(db: D1Database, emails: readonly string[]): Promise<number> {
  const list = JSON.stringify(emails);
  const onlyBounced = `email IN (SELECT b.email FROM newsletter_bounces b JOIN json_each(?1) j ON b.email = j.value WHERE b.kind = 'hard')`;
  const [signups, members] = await db.batch([
    db.prepare(`DELETE FROM newsletter_signups WHERE ${onlyBounced}`).bind(list),
    db.prepare(`DELETE FROM newsletter_list_members WHERE ${onlyBounced}`).bind(list),
  ]);
  return (signups?.meta.changes ?? 0) + (members?.meta.changes ?? 0);
}

/** Sign-ups whose address, trimmed and in lower case, an older sign-up already has. */
export async function duplicateSignups(db: D1Database): Promise<{ id: number; email: string; keeps: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.email, (SELECT o.email FROM newsletter_signups o WHERE lower(trim(o.email)) = lower(trim(s.email))
                                ORDER BY o.id LIMIT 1) AS keeps
         FROM newsletter_signups s
        WHERE EXISTS (SELECT 1 FROM newsletter_signups o WHERE lower(trim(o.email)) = lower(trim(s.email)) AND o.id < s.id)
        ORDER BY lower(trim(s.email)), s.id LIMIT 1000`,
    )
    .all<{ id: number; email: string; keeps: string }>();
  return results;
}

/** Removes, of the sign-ups `ids`, those that still have an older duplicate. */
export async function removeDuplicateSignups(db: D1Database, ids: readonly number[]): Promise<number> {
  const result = await db
    .prepare(
      `DELETE FROM newsletter_signups WHERE id IN (SELECT value FROM json_each(?1))
         AND EXISTS (SELECT 1 FROM newsletter_signups o
                      WHERE lower(trim(o.email)) = lower(trim(newsletter_signups.email)) AND o.id < newsletter_signups.id)`,
    )
    .bind(JSON.stringify(ids))
    .run();
  return result.meta.changes ?? 0;
}

/** Content of the templates. */
export interface IssueContent {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  articles: { title: string; url: string; dek: string }[];
}

export async function currentIssueContent(db: D1Database, now: Date): Promise<IssueContent | null> {
  const issue = await db
    .prepare(
      `SELECT id, slug, title, subtitle, description FROM print_issues WHERE published_at <= ?1
        ORDER BY is_current DESC, published_at DESC LIMIT 1`,
    )
    .bind(now.toISOString())
    .first<{ id: number; slug: string; title: string; subtitle: string; description: string }>();
  if (!issue) return null;
  const { results } = await db
    .prepare(
      "SELECT title, url, body_excerpt AS dek FROM articles WHERE issue_id = ?1 AND published_at <= ?2 ORDER BY published_at DESC LIMIT 6",
    )
    .bind(issue.id, now.toISOString())
    .all<{ title: string; url: string; dek: string }>();
  return { ...issue, articles: results };
}

export interface OpeningRow {
  id: number;
  title: string;
  artists: string;
  slug: string;
  venue: string;
  venue_slug: string;
  address: string;
  opening_start: string;
  show_end: string;
}

/** A city's openings from `from` (inclusive) to `until` (exclusive), by opening time. */
export async function openingsBetween(
  db: D1Database,
  place: string,
  from: string,
  until: string,
): Promise<OpeningRow[]> {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.title, e.artists, e.slug, v.name AS venue, v.slug AS venue_slug, v.address, e.opening_start, e.show_end
         FROM exhibitions e JOIN venues v ON v.id = e.venue_id
        WHERE e.place_url = ?1 AND e.opening_start >= ?2 AND e.opening_start < ?3
        ORDER BY e.opening_start, e.id LIMIT 12`,
    )
    .bind(place, from, until)
    .all<OpeningRow>();
  return results;
}

export async function newestVideos(db: D1Database, now: Date): Promise<{ title: string; url: string; dek: string }[]> {
  const { results } = await db
    .prepare(
      "SELECT title, url, body_excerpt AS dek FROM articles WHERE type = 80 AND published_at <= ?1 ORDER BY published_at DESC LIMIT 5",
    )
    .bind(now.toISOString())
    .all<{ title: string; url: string; dek: string }>();
  return results;
}

export async function guidePlaces(db: D1Database): Promise<{ place: string; name: string }[]> {
  const { results } = await db
    .prepare("SELECT place_url AS place, place AS name FROM places ORDER BY is_priority DESC, sort_order, place")
    .all<{ place: string; name: string }>();
  return results;
}
