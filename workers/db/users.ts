/** Reader accounts: look-ups by e-mail or username (both unique, case-insensitive in the schema). */

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  isSubscriber: boolean;
  /** A disabled account cannot sign in. */
  disabled: boolean;
}

type Row = {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  is_subscriber: number;
  disabled_at: string | null;
};

const USER_COLUMNS = "id, username, email, password_hash, is_subscriber, disabled_at";

function userFromRow(row: Row): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    isSubscriber: row.is_subscriber === 1,
    disabled: row.disabled_at !== null,
  };
}

/** The account whose username or e-mail is `login`, or null. */
export async function findUserByLogin(db: D1Database, login: string): Promise<UserRecord | null> {
  const row = await db
    .prepare(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?1 OR username = ?1 LIMIT 1`)
    .bind(login.trim())
    .first<Row>();
  return row ? userFromRow(row) : null;
}

/** True when an account uses this e-mail or username (the e-mail step's "found"). */
export async function userExists(db: D1Database, login: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS found FROM users WHERE email = ?1 OR username = ?1 LIMIT 1")
    .bind(login.trim())
    .first();
  return row !== null;
}

/**
 * Creates an account; null when the e-mail or username is taken (both unique,
 * case-insensitive). One conditional statement, so two quick registrations
 * of the same address cannot both succeed.
 */
export async function insertUser(
  db: D1Database,
  user: { username: string; email: string; passwordHash: string; origin: string },
  now: Date = new Date(),
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO users (username, email, password_hash, origin, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT DO NOTHING RETURNING id`,
    )
    .bind(user.username, user.email, user.passwordHash, user.origin, now.toISOString())
    .first<{ id: number }>();
  return row?.id ?? null;
}

export async function findUserById(db: D1Database, id: number): Promise<UserRecord | null> {
  const row = await db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?1`).bind(id).first<Row>();
  return row ? userFromRow(row) : null;
}

/** Sets an account's password hash: one statement of the batch that also ends its resets and sessions. */
export function passwordHashStatement(db: D1Database, id: number, passwordHash: string): D1PreparedStatement {
  return db.prepare("UPDATE users SET password_hash = ?1 WHERE id = ?2").bind(passwordHash, id);
}

/** Sets one profile field; false when another account already uses the value (unique constraint). */
export async function updateUserField(
  db: D1Database,
  id: number,
  field: "email" | "username",
  value: string,
): Promise<boolean> {
  // The column name comes from the fixed union above, never from input.
  const result = await db.prepare(`UPDATE OR IGNORE users SET ${field} = ?1 WHERE id = ?2`).bind(value, id).run();
  return (result.meta.changes ?? 0) > 0;
}
