/** Shared helpers for the magazine worker tests: call the Worker, read fixtures from the seeded D1. */
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { Article } from "#machines/rules/magazine/articleTypes";
import type { Paged } from "#workers/db/paging";

export async function get(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(`http://localhost${path}`, init);
}

export async function getJson<T = Record<string, unknown>>(path: string, status = 200): Promise<T> {
  const res = await get(path);
  const body = await res.text();
  expect(res.status, `${path} → ${body.slice(0, 300)}`).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  return JSON.parse(body) as T;
}

export async function getHtml(path: string, status = 200): Promise<string> {
  const res = await get(path);
  const body = await res.text();
  expect(res.status, `${path} → ${body.slice(0, 200)}`).toBe(status);
  return body;
}

export async function one<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>();
  if (!row) throw new Error(`The seeded database has no row for: ${sql}`);
  return row;
}

/** A paged list as /api answers it. */
export type ListBody<T = ArticleJson> = Paged<T>;

/** An article as /api answers it: the Article workers/db maps its rows to. */
export type ArticleJson = Article;

/** HTML-escapes a plain title the way React renders text. */
export function escaped(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** Seeded sessions (local seed only). */
export const SUBSCRIBER = "session=seed-subscriber-session";
export const READER = "session=seed-reader-session";
export const ADMIN = "session=seed-admin-session";
