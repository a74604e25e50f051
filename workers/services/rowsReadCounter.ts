/**
 * D1 bills rows read. For measurement only (the bench's MEASURE_D1_ROWS setting, never
 * production), this wraps a request's database so every statement's `meta.rows_read` is
 * added up; the Worker entry reports the sum in the `x-d1-rows-read` header.
 *
 * `first()` and `raw()` report no meta, so they run as `all()` here: D1's `first()` does not
 * limit the query either, and `raw()` keeps the columns' order as `all()` lists them.
 */
export const ROWS_READ_HEADER = "x-d1-rows-read";

export interface RowsReadCounter {
  db: D1Database;
  rowsRead(): number;
}

export function countRowsRead(database: D1Database): RowsReadCounter {
  let rows = 0;
  const add = (result: { meta?: { rows_read?: number } }) => {
    rows += result.meta?.rows_read ?? 0;
  };
  const real = new WeakMap<object, D1PreparedStatement>();

  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const counted = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      async all<T>() {
        const result = await statement.all<T>();
        add(result);
        return result;
      },
      async run<T>() {
        const result = await statement.run<T>();
        add(result);
        return result;
      },
      async first<T>(column?: string) {
        const { results } = await counted.all<Record<string, unknown>>();
        const row = results[0] ?? null;
        if (column === undefined) return row as T | null;
        return (row?.[column] ?? null) as T | null;
      },
      async raw<T>(options?: { columnNames?: boolean }) {
        const { results } = await counted.all<Record<string, unknown>>();
        const rowsOut = results.map((row) => Object.values(row));
        const names = results[0] ? Object.keys(results[0]) : [];
        return (options?.columnNames ? [names, ...rowsOut] : rowsOut) as T[];
      },
    } as unknown as D1PreparedStatement;
    real.set(counted, statement);
    return counted;
  };

  const db = {
    prepare: (query: string) => wrap(database.prepare(query)),
    async batch<T>(statements: D1PreparedStatement[]) {
      const results = await database.batch<T>(statements.map((statement) => real.get(statement) ?? statement));
      for (const result of results) add(result);
      return results;
    },
    exec: (query: string) => database.exec(query),
    withSession: (constraint?: string) => database.withSession(constraint),
    dump: () => database.dump(),
  } as unknown as D1Database;

  return { db, rowsRead: () => rows };
}
