/**
 * A paged list's total without counting on every render. D1 bills every row a
 * query reads, and counting a channel or a city reads one index entry per
 * match. A total is counted once and kept in list_totals with its scope's
 * generation; any write to the counted tables moves the generation on
 * (migrations/0021_list_totals.sql), so a kept total is exact after edits and
 * lags only behind time passing, for at most TOTAL_SECONDS.
 */
export const TOTAL_SECONDS = 300;

/** What a kept answer counts: every write to a scope's tables moves its generation on (migrations/0021, 0024). */
export type TotalScope = "articles" | "exhibitions" | "issues" | "venues";

export interface TotalQuery {
  scope: TotalScope;
  /** A statement answering one row with the count as `n`. */
  sql: string;
  binds: unknown[];
  /** What the total depends on: the SQL and its binds, minus a clock that changes every request. */
  key: string;
}

/** A total's key: its SQL and the binds that decide it (never the request's clock). */
export function totalKey(sql: string, binds: readonly unknown[]): string {
  return `${sql} @ ${JSON.stringify(binds)}`;
}

/** The kept total, if it is still valid: batch it with the page's own statements. */
export function storedTotalStatement(db: D1Database, query: TotalQuery, nowMs: number): D1PreparedStatement {
  return db
    .prepare(`SELECT t.n FROM list_totals t WHERE t.key = ? AND ${validTotalCondition(query.scope)}`)
    .bind(query.key, nowMs);
}

/** The scope's generation now: read in the same batch as a count, it dates that count. */
export function generationStatement(db: D1Database, scope: TotalScope): D1PreparedStatement {
  return db.prepare("SELECT generation FROM list_total_generations WHERE scope = ?").bind(scope);
}

/** SQL matching a kept total of `scope` that is still valid, for a query that joins list_totals as `t`. */
export function validTotalCondition(scope: TotalScope): string {
  return `t.expires_at > ? AND t.generation = (SELECT generation FROM list_total_generations WHERE scope = '${scope}')`;
}

/** Keeps counted totals (one batch), dated by the generation read with the counts. */
export async function keepTotals(
  db: D1Database,
  scope: TotalScope,
  generation: number,
  totals: readonly (readonly [key: string, n: number])[],
  nowMs: number,
): Promise<void> {
  if (totals.length === 0) return;
  const insert = db.prepare(
    `INSERT INTO list_totals (key, scope, generation, n, expires_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET generation = excluded.generation, n = excluded.n, expires_at = excluded.expires_at`,
  );
  const expiresAt = nowMs + TOTAL_SECONDS * 1000;
  await db.batch(totals.map(([key, n]) => insert.bind(key, scope, generation, n, expiresAt)));
}

/**
 * The total from the kept row, or counted now and kept. The count and the
 * generation are read in one batch (one snapshot), so a write that lands
 * after the count leaves a total that is already outdated by generation.
 */
export async function totalFrom(
  db: D1Database,
  query: TotalQuery,
  stored: D1Result<{ n: number }>,
  nowMs: number,
): Promise<number> {
  const kept = stored.results[0];
  if (kept) return Number(kept.n);
  const [generation, counted] = (await db.batch([
    generationStatement(db, query.scope),
    db.prepare(query.sql).bind(...query.binds),
  ])) as [D1Result<{ generation: number }>, D1Result<{ n: number }>];
  const n = Number(counted.results[0]?.n ?? 0);
  await keepTotals(db, query.scope, Number(generation.results[0]?.generation ?? 0), [[query.key, n]], nowMs);
  return n;
}

/** A small query's rows, kept like a total: for grouped counts (a handful of rows, each reading thousands). */
export async function keptRows<Row>(db: D1Database, query: TotalQuery, nowMs: number): Promise<Row[]> {
  const kept = await db
    .prepare(`SELECT t.rows_json FROM list_totals t WHERE t.key = ? AND ${validTotalCondition(query.scope)}`)
    .bind(query.key, nowMs)
    .first<{ rows_json: string | null }>();
  if (kept?.rows_json) return JSON.parse(kept.rows_json) as Row[];
  const [generation, counted] = (await db.batch([
    generationStatement(db, query.scope),
    db.prepare(query.sql).bind(...query.binds),
  ])) as [D1Result<{ generation: number }>, D1Result<Row>];
  await db
    .prepare(
      `INSERT INTO list_totals (key, scope, generation, n, rows_json, expires_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET generation = excluded.generation, n = excluded.n, rows_json = excluded.rows_json,
         expires_at = excluded.expires_at`,
    )
    .bind(
      query.key,
      query.scope,
      Number(generation.results[0]?.generation ?? 0),
      counted.results.length,
      JSON.stringify(counted.results),
      nowMs + TOTAL_SECONDS * 1000,
    )
    .run();
  return counted.results;
}
