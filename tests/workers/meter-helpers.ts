import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { type ArticleJson, get, SUBSCRIBER } from "./magazine-helpers";
import { sqlNow } from "./sqlClock";

export interface Row {
  id: number;
  url: string;
}

/** Published articles with a body of several paragraphs, newest first. */
export async function articles(n: number, skip = 0): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, url FROM articles
     WHERE published_at <= ${sqlNow()} AND type <> 600 AND body_formatted LIKE '<p>%</p><p>%'
     ORDER BY published_at DESC LIMIT ? OFFSET ?`,
  )
    .bind(n, skip)
    .all<Row>();
  expect(results).toHaveLength(n);
  return results;
}

/** A sentence from the second paragraph, as the page carries it. */
export async function bodySample(id: number): Promise<string> {
  const res = await get(`/api/items/${id}`, { headers: { cookie: SUBSCRIBER } });
  const { bodyFormatted } = (await res.json()) as ArticleJson;
  const second = bodyFormatted.split("</p>")[1]!.replace(/^<p>/, "");
  return second.slice(0, 60);
}

/** Reads an article as a visitor with the meter cookie so far; gives the HTML and the next cookie. */
export async function read(url: string, cookie: string, headers: Record<string, string> = {}) {
  const res = await get(url, { headers: { cookie, ...headers } });
  const html = await res.text();
  expect(res.status).toBe(200);
  // The meter's cookie among those the answer sets (a signed-in reader's read also moves their D1 bookmark).
  const set = res.headers.getSetCookie().find((c) => c.startsWith("meter="));
  const meter = set ? /meter=[^;]+/.exec(set)![0] : null;
  return { html, res, cookie: meter ?? cookie };
}

export const counter = (html: string) => /data-testid="paywall-counter">([^<]+)</.exec(html)?.[1] ?? null;
