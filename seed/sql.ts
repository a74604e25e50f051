// Builds multi-row INSERT statements. Rows are grouped so each statement stays
// well under D1's statement size limit (100 KB) and SQLite's variable limits.

export type SqlValue = string | number | boolean | null | undefined;

const MAX_STATEMENT_CHARS = 90_000;
const MAX_ROWS = 500;

export function sqlValue(value: SqlValue): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** Collects rows per table in insertion order and renders them as statements. */
export class InsertWriter {
  /** Statements kept when no sink is given. */
  readonly statements: string[] = [];
  #rowCounts = new Map<string, number>();
  #sink: ((statement: string) => void) | undefined;

  constructor(sink?: (statement: string) => void) {
    this.#sink = sink;
  }

  insert(table: string, columns: readonly string[], rows: Iterable<readonly SqlValue[]>): void {
    const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n`;
    let parts: string[] = [];
    let size = head.length;
    const flush = () => {
      if (parts.length === 0) return;
      const statement = head + parts.join(",\n");
      if (this.#sink) this.#sink(statement);
      else this.statements.push(statement);
      parts = [];
      size = head.length;
    };
    let count = 0;
    for (const row of rows) {
      if (row.length !== columns.length) {
        throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
      }
      const tuple = `(${row.map(sqlValue).join(", ")})`;
      if (parts.length > 0 && (size + tuple.length + 2 > MAX_STATEMENT_CHARS || parts.length >= MAX_ROWS)) flush();
      parts.push(tuple);
      size += tuple.length + 2;
      count++;
    }
    flush();
    this.#rowCounts.set(table, (this.#rowCounts.get(table) ?? 0) + count);
  }

  /** A statement other than an INSERT of literal rows (e.g. INSERT ... SELECT). */
  raw(statement: string): void {
    if (this.#sink) this.#sink(statement);
    else this.statements.push(statement);
  }

  counts(): Record<string, number> {
    return Object.fromEntries(this.#rowCounts);
  }
}
