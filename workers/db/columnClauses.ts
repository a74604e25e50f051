/** A row to write, column name → value: the same object gives an INSERT and an UPDATE the same columns in one order. */
export type ColumnValues = Record<string, unknown>;

/** "(a, b) VALUES (?, ?)" for an INSERT of `row`; bind Object.values(row). */
export function insertClause(row: ColumnValues): string {
  const names = Object.keys(row);
  return `(${names.join(", ")}) VALUES (${names.map(() => "?").join(", ")})`;
}

/** "a = ?, b = ?" for an UPDATE of `row`; bind Object.values(row). */
export function setClause(row: ColumnValues): string {
  return Object.keys(row)
    .map((name) => `${name} = ?`)
    .join(", ");
}
