/**
 * A database whose every statement's result meta is seen by `observe`: for the rows-read
 * measurement and for knowing whether a request wrote. `first()` and `raw()` report no meta,
 * so they run as `all()` here: D1's `first()` does not limit the query either, and `raw()`
 * keeps the columns' order as `all()` lists them.
 */
export type ResultMeta = { rows_read?: number; changed_db?: boolean; changes?: number };

interface Runner {
  prepare(query: string): D1PreparedStatement;
  batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
}

/** `failed` maps a statement's error to what the caller throws (by default the error itself). */
export function observedDatabase(
  runner: Runner,
  database: D1Database,
  observe: (meta: ResultMeta) => void,
  failed: (error: unknown) => unknown = (error) => error,
): D1Database {
  const seen = (result: { meta?: ResultMeta }) => observe(result.meta ?? {});
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw failed(error);
    }
  };
  const real = new WeakMap<object, D1PreparedStatement>();

  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const observed = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      async all<T>() {
        const result = await guarded(() => statement.all<T>());
        seen(result);
        return result;
      },
      async run<T>() {
        const result = await guarded(() => statement.run<T>());
        seen(result);
        return result;
      },
      async first<T>(column?: string) {
        const { results } = await observed.all<Record<string, unknown>>();
        const row = results[0] ?? null;
        if (column === undefined) return row as T | null;
        return (row?.[column] ?? null) as T | null;
      },
      async raw<T>(options?: { columnNames?: boolean }) {
        const { results } = await observed.all<Record<string, unknown>>();
        const rowsOut = results.map((row) => Object.values(row));
        const names = results[0] ? Object.keys(results[0]) : [];
        return (options?.columnNames ? [names, ...rowsOut] : rowsOut) as T[];
      },
    } as unknown as D1PreparedStatement;
    real.set(observed, statement);
    return observed;
  };

  return {
    prepare: (query: string) => wrap(runner.prepare(query)),
    async batch<T>(statements: D1PreparedStatement[]) {
      const results = await guarded(() =>
        runner.batch<T>(statements.map((statement) => real.get(statement) ?? statement)),
      );
      for (const result of results) seen(result);
      return results;
    },
    exec: (query: string) => database.exec(query),
    withSession: (constraint?: string) => database.withSession(constraint),
    dump: () => database.dump(),
  } as unknown as D1Database;
}
