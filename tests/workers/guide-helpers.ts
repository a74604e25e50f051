/** Helpers for the guide, account, shop and static worker tests: call the Worker, act as a reader, read fixtures. */
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { hashPassword } from "#workers/services/account/password";
import { hashToken } from "#workers/services/http/privateTokens";

export const ORIGIN = "http://localhost";

export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(`${ORIGIN}${path}`, init);
}

export async function json<T = Record<string, unknown>>(
  path: string,
  status: number,
  init: RequestInit = {},
): Promise<T> {
  const res = await call(path, init);
  const text = await res.text();
  expect(res.status, `${init.method ?? "GET"} ${path} → ${text.slice(0, 300)}`).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  return JSON.parse(text) as T;
}

export async function html(path: string, status = 200, init: RequestInit = {}): Promise<string> {
  const res = await call(path, init);
  const text = await res.text();
  expect(res.status, `${path} → ${text.slice(0, 200)}`).toBe(status);
  return text;
}

export function jsonInit(method: string, body: unknown, cookie?: string): RequestInit {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  return { method, headers, body: typeof body === "string" ? body : JSON.stringify(body) };
}

export function formInit(fields: Record<string, string>, cookie?: string): RequestInit {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  return { method: "POST", headers, body: new URLSearchParams(fields).toString(), redirect: "manual" };
}

export async function row<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const found = await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>();
  if (!found) throw new Error(`The seeded database has no row for: ${sql}`);
  return found;
}

export interface TestReader {
  id: number;
  username: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * A fresh reader with a live session, so a test owns its myguide and cart
 * whatever other test files do with the shared database.
 */
export async function createReader(name: string): Promise<TestReader> {
  const suffix = crypto.randomUUID().slice(0, 8);
  const username = `${name}${suffix}`;
  const email = `${username}@example.org`;
  const password = "correct horse battery";
  const now = new Date().toISOString();
  const hash = await hashPassword(password);
  const created = await env.DB.prepare(
    "INSERT INTO users (username, email, password_hash, created_at) VALUES (?, ?, ?, ?) RETURNING id",
  )
    .bind(username, email, hash, now)
    .first<{ id: number }>();
  const token = `test-${crypto.randomUUID()}`;
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  await env.DB.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .bind(await hashToken(token), created!.id, now, expires)
    .run();
  return { id: created!.id, username, email, password, cookie: `session=${token}` };
}

/** Today as the guide sees it (UTC calendar date). */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
