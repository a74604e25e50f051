/**
 * What is kept in D1, in one module: stored totals, stored rows and stored
 * answers (list_totals) and stored shows (kept_exhibitions). D1 bills every
 * row a query reads, and counting a channel or a city reads one index entry
 * per match; a whole answer reads thousands. So each is computed once and kept
 * with its scope's generation; any write to the tables a scope reads moves the
 * generation on (migrations/0021, 0024, 0026, 0029), so what is kept is exact
 * after edits and lags only behind time passing, for at most TOTAL_SECONDS.
 * Every list_totals row is written by one upsert (storeRows).
 */
export const TOTAL_SECONDS = 300;

/** What a kept answer counts: every write to a scope's tables moves its generation on (migrations/0021, 0024, 0026, 0029). */
export type TotalScope = "articles" | "exhibitions" | "issues" | "venues" | "guide" | "magazine";

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

/** A list_totals row: a total (`n`), or a small query's rows or an answer's part as JSON (`rowsJson`). */
interface StoredRow {
  key: string;
  n: number;
  rowsJson?: string;
}

/** The one upsert of list_totals: every stored total, rows and answer part is written here, in one batch. */
async function storeRows(
  db: D1Database,
  scope: TotalScope,
  generation: number,
  rows: readonly StoredRow[],
  expiresAt: number,
): Promise<void> {
  if (rows.length === 0) return;
  const upsert = db.prepare(
    `INSERT INTO list_totals (key, scope, generation, n, rows_json, expires_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET generation = excluded.generation, n = excluded.n, rows_json = excluded.rows_json,
       expires_at = excluded.expires_at`,
  );
  await db.batch(rows.map((row) => upsert.bind(row.key, scope, generation, row.n, row.rowsJson ?? null, expiresAt)));
}

/** Keeps counted totals (one batch), dated by the generation read with the counts. */
export async function keepTotals(
  db: D1Database,
  scope: TotalScope,
  generation: number,
  totals: readonly (readonly [key: string, n: number])[],
  nowMs: number,
): Promise<void> {
  await storeRows(
    db,
    scope,
    generation,
    totals.map(([key, n]) => ({ key, n })),
    nowMs + TOTAL_SECONDS * 1000,
  );
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
  await storeRows(
    db,
    query.scope,
    Number(generation.results[0]?.generation ?? 0),
    [{ key: query.key, n: counted.results.length, rowsJson: JSON.stringify(counted.results) }],
    nowMs + TOTAL_SECONDS * 1000,
  );
  return counted.results;
}

/**
 * A kept answer's JSON is cut into parts of at most this many characters (one
 * row each): a D1 row holds at most 2 MB, and a character is at most 4 bytes.
 */
const ANSWER_PART_CHARS = 400_000;
const partKey = (key: string, part: number) => `${key} #${String(part).padStart(4, "0")}`;

/** `text` in parts of at most ANSWER_PART_CHARS, never parting a surrogate pair. */
function partsOf(text: string): string[] {
  const parts: string[] = [];
  let from = 0;
  do {
    let to = Math.min(text.length, from + ANSWER_PART_CHARS);
    const last = text.charCodeAt(to - 1);
    if (to < text.length && last >= 0xd800 && last <= 0xdbff) to -= 1;
    parts.push(text.slice(from, to));
    from = to;
  } while (from < text.length);
  return parts;
}

/**
 * A whole answer kept as JSON, for an answer that reads thousands of rows and
 * changes only on a write or as time passes; read back from its parts' rows
 * (one, or a few for a long answer). `key` must name everything the answer
 * depends on but the data (its kind, city, day...); it is kept for
 * `keepSeconds` (TOTAL_SECONDS unless the answer cannot change with time but
 * through its key). The generation is read
 * before the answer is computed: a write that lands meanwhile moves it on, so
 * the kept answer is already outdated, never stale. Every part carries the
 * part count (`n`): an answer is used only when all its parts are valid.
 */
export async function keptAnswer<T>(
  db: D1Database,
  scope: TotalScope,
  key: string,
  nowMs: number,
  compute: () => Promise<T>,
  keepSeconds = TOTAL_SECONDS,
): Promise<T> {
  const { results: parts } = await db
    .prepare(
      `SELECT t.n, t.rows_json FROM list_totals t
        WHERE t.key BETWEEN ? AND ? AND length(t.key) = ? AND ${validTotalCondition(scope)} ORDER BY t.key`,
    )
    // The length leaves out the parts of a longer key that starts like this one.
    .bind(partKey(key, 0), partKey(key, 9999), [...partKey(key, 0)].length, nowMs)
    .all<{ n: number; rows_json: string | null }>();
  const whole = parts.length > 0 && parts.every((part) => Number(part.n) === parts.length && part.rows_json !== null);
  if (whole) {
    return JSON.parse(parts.map((part) => part.rows_json).join("")) as T;
  }
  const generation = await generationStatement(db, scope).first<{ generation: number }>();
  const answer = await compute();
  const texts = partsOf(JSON.stringify(answer));
  await storeRows(
    db,
    scope,
    Number(generation?.generation ?? 0),
    texts.map((text, part) => ({ key: partKey(key, part), n: texts.length, rowsJson: text })),
    nowMs + keepSeconds * 1000,
  );
  return answer;
}

/** Shows stored at once: a statement's JSON stays well under D1's 2 MB for a value. */
const STORED_SHOWS_PER_STATEMENT = 100;

/**
 * Stored shows: each show's whole answer kept as JSON (kept_exhibitions,
 * migrations/0027) for its day under the 'guide' generation, so a show read
 * again costs one row, not its venue, images and lists. The shows of `ids`
 * by id: those stored and valid, the rest read by `read` and stored. The
 * generation is read before them, as for keptAnswer.
 */
export async function storedShows<Show extends { id: number }>(
  db: D1Database,
  ids: readonly number[],
  today: string,
  nowMs: number,
  read: (missing: number[]) => Promise<Show[]>,
): Promise<Map<number, Show>> {
  const { results: stored } = await db
    .prepare(
      `SELECT k.id, k.json FROM kept_exhibitions k
        WHERE k.id IN (SELECT value FROM json_each(?)) AND k.day = ? AND k.expires_at > ?
          AND k.generation = (SELECT generation FROM list_total_generations WHERE scope = 'guide')`,
    )
    .bind(JSON.stringify(ids), today, nowMs)
    .all<{ id: number; json: string }>();
  const byId = new Map(stored.map((row) => [Number(row.id), JSON.parse(row.json) as Show]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length === 0) return byId;
  const generation = await generationStatement(db, "guide").first<{ generation: number }>();
  const shows = await read(missing);
  for (const show of shows) byId.set(show.id, show);
  await storeShows(db, shows, today, Number(generation?.generation ?? 0), nowMs);
  return byId;
}

/** The one upsert of kept_exhibitions, a statement per STORED_SHOWS_PER_STATEMENT shows, in one batch. */
async function storeShows(
  db: D1Database,
  shows: readonly { id: number }[],
  today: string,
  generation: number,
  nowMs: number,
): Promise<void> {
  if (shows.length === 0) return;
  const upsert = db.prepare(
    `INSERT INTO kept_exhibitions (id, day, generation, expires_at, json)
     SELECT json_extract(value, '$[0]'), ?, ?, ?, json_extract(value, '$[1]') FROM json_each(?) WHERE true
     ON CONFLICT (id) DO UPDATE SET day = excluded.day, generation = excluded.generation,
       expires_at = excluded.expires_at, json = excluded.json`,
  );
  const statements: D1PreparedStatement[] = [];
  for (let from = 0; from < shows.length; from += STORED_SHOWS_PER_STATEMENT) {
    const chunk = shows.slice(from, from + STORED_SHOWS_PER_STATEMENT);
    const json = JSON.stringify(chunk.map((show) => [show.id, JSON.stringify(show)]));
    statements.push(upsert.bind(today, generation, nowMs + TOTAL_SECONDS * 1000, json));
  }
  await db.batch(statements);
}
