// The tests' "today": TEST_TODAY=YYYY-MM-DD when set, the real UTC date otherwise.
// The Worker tests' seed, the end-to-end server's seed and clock, and the browser's
// clock in the end-to-end tests all read it here, so one run agrees on one day.

/** @returns {string} 'YYYY-MM-DD' */
export function testToday(env = process.env) {
  const value = env.TEST_TODAY;
  if (!value) return new Date().toISOString().slice(0, 10);
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value)
    throw new Error(`TEST_TODAY must be a real date as YYYY-MM-DD, not "${value}"`);
  return value;
}

/** Milliseconds from the real clock to the same time of day on the tests' "today" (0 without TEST_TODAY). */
export function testClockOffsetMs(env = process.env) {
  const realDay = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  return Date.parse(`${testToday(env)}T00:00:00Z`) - realDay;
}
