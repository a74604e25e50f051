// Password hashing with PBKDF2-SHA256 through WebCrypto, so the same code runs
// in workerd (which caps PBKDF2 at 100,000 iterations) and in Node 22 (seed).
// Stored format: pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>.
import type { UserRecord } from "#workers/db/users";
import { fromBase64, randomBytes, toBase64 } from "#workers/services/http/crypto.ts";

const ALGORITHM = "pbkdf2-sha256";
const ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Compares every byte whatever the first difference, so timing reveals nothing. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Hashes a password with a fresh random salt (or the given one, for deterministic seeds). */
export async function hashPassword(password: string, salt?: Uint8Array<ArrayBuffer>): Promise<string> {
  const saltBytes = salt ?? randomBytes(SALT_BYTES);
  const hash = await derive(password, saltBytes, ITERATIONS);
  return `${ALGORITHM}$${ITERATIONS}$${toBase64(saltBytes)}$${toBase64(hash)}`;
}

/** True when the password matches the stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 4 || parts[0] !== ALGORITHM) return false;
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > ITERATIONS) return false;
  const salt = fromBase64(parts[2] ?? "");
  const expected = fromBase64(parts[3] ?? "");
  if (!salt || !expected || salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, iterations);
  return constantTimeEqual(actual, expected);
}

// Verified against when the login is unknown, so a wrong password and an
// unknown user take the same time and get the same answer.
const DUMMY_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/**
 * The account (from findUserByLogin) when the password is its own, else null;
 * an unknown account costs the same work (a dummy hash is verified).
 */
export async function passwordMatches(user: UserRecord | null, password: string): Promise<UserRecord | null> {
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  return user && ok ? user : null;
}
