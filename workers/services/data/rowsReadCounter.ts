import { observedDatabase } from "./observedDatabase";

/**
 * D1 bills rows read. For measurement only (the bench's MEASURE_D1_ROWS setting, never
 * production), this wraps a request's database so every statement's `meta.rows_read` is
 * added up; the Worker entry reports the sum in the `x-d1-rows-read` header.
 */
export const ROWS_READ_HEADER = "x-d1-rows-read";

export interface RowsReadCounter {
  db: D1Database;
  rowsRead(): number;
}

export function countRowsRead(database: D1Database): RowsReadCounter {
  let rows = 0;
  const db = observedDatabase(database, database, (meta) => {
    rows += meta.rows_read ?? 0;
  });
  return { db, rowsRead: () => rows };
}
