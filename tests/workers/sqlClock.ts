// "Now" and "today" for SQL the tests write, on the tests' clock: SQLite's own
// 'now' reads the machine's real date, which is not the seed's when TEST_TODAY is set.

/** The current instant as the seed and the Worker store it ('YYYY-MM-DDTHH:MM:SSZ'). */
export function sqlNow(): string {
  return `strftime('%Y-%m-%dT%H:%M:%SZ', '${new Date().toISOString()}')`;
}

/** Today's date ('YYYY-MM-DD'), as SQLite's date('now') would give it. */
export function sqlToday(): string {
  return `'${new Date().toISOString().slice(0, 10)}'`;
}
