import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, row } from "./guide-helpers";
import { sqlToday } from "./sqlClock";

/**
 * Issue 10 point 4: HTML stored in any *_formatted field (and the guide's
 * description and press-release HTML) reaches the page only as harmless markup.
 * Each payload is a classic way to run script; after sanitising, none survives
 * as a script element, an event handler or a script URL.
 */
const PAYLOADS = [
  "<script>alert('xss')</script>",
  "<img src=x onerror=alert('xss')>",
  "<a href=\"javascript:alert('xss')\">link</a>",
  "<a href=\"&#106;avascript:alert('xss')\">entity</a>",
  "<a href=\"  JaVaScRiPt:alert('xss')\">case</a>",
  "<svg onload=alert('xss')></svg>",
  "<iframe src=\"javascript:alert('xss')\"></iframe>",
  "<p onclick=\"alert('xss')\" style=\"background:url(javascript:alert('xss'))\">p</p>",
  "\"><script>alert('xss')</script>",
  "<math><mi xlink:href=\"javascript:alert('xss')\">m</mi></math>",
  "<img src=\"data:text/html,<script>alert('xss')</script>\">",
  "<object data=\"javascript:alert('xss')\"></object>",
  "<!--<script>alert('xss')</script>-->",
  "<scr<script>ipt>alert('xss')</script>",
].join("");

const ARTICLE_FIELDS = [
  "title_formatted",
  "hed_formatted",
  "dek_formatted",
  "subtitle_formatted",
  "byline_formatted",
  "writer_formatted",
  "lead_formatted",
  "body_formatted",
];
const SUBSCRIBER = "session=seed-subscriber-session";

/**
 * Markup in the page that could run script. The page's own inline scripts carry
 * the CSP nonce and hold the payload only as escaped data; any other script
 * element, event handler or script URL would be the payload running.
 */
function expectNoRunnableScript(html: string, nonce: string, label: string) {
  for (const [tag, attrs = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/type="application\/ld\+json"/.test(attrs)) expect(body, `${label}: JSON-LD stays data`).not.toContain("<");
    else if (!/\bsrc="\//.test(attrs)) expect(attrs, `${label}: ${tag.slice(0, 80)}`).toContain(`nonce="${nonce}"`);
  }
  expect(html, `${label}: an event handler`).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  expect(html, `${label}: a script URL`).not.toMatch(
    /(href|src|data|action|xlink:href)\s*=\s*["']?\s*(javascript:|&#|data:text\/html)/i,
  );
  expect(html, `${label}: a dropped element`).not.toMatch(/<(iframe|object|svg|math|embed)\b[^>]*javascript/i);
}

function nonceOf(res: Response): string {
  return /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "missing";
}

/** Stores the payload in the given columns of one row for the test, and puts the originals back after. */
async function withPayload(table: string, columns: string[], id: number, test: () => Promise<void>) {
  const original = await row<Record<string, string>>(`SELECT ${columns.join(", ")} FROM ${table} WHERE id = ?`, id);
  const update = `UPDATE ${table} SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = ?`;
  await env.DB.prepare(update)
    .bind(...columns.map(() => PAYLOADS), id)
    .run();
  try {
    await test();
  } finally {
    await env.DB.prepare(update)
      .bind(...columns.map((c) => original[c]), id)
      .run();
  }
}

describe("stored XSS in the formatted fields cannot run script", () => {
  it("an article with a payload in every formatted field, and in its image caption", async () => {
    const article = await row<{ id: number; url: string; primary_image_id: number | null }>(
      "SELECT id, url, primary_image_id FROM articles WHERE primary_image_id IS NOT NULL ORDER BY id LIMIT 1",
    );
    await withPayload("articles", ARTICLE_FIELDS, article.id, () =>
      withPayload("images", ["caption_formatted"], article.primary_image_id ?? 0, async () => {
        const page = await call(article.url, { headers: { cookie: SUBSCRIBER } });
        const html = await page.text();
        expect(page.status).toBe(200);
        // The payload's harmless text is still shown: the fields were rendered, not just dropped.
        expect(html).toContain("entity");
        expectNoRunnableScript(html, nonceOf(page), article.url);

        const api = (await (
          await call(`/api/items/${article.id}`, { headers: { cookie: SUBSCRIBER } })
        ).json()) as Record<string, unknown>;
        const apiHtml = Object.entries(api)
          .filter(([k]) => k.endsWith("Formatted"))
          .map(([, v]) => String(v))
          .join("");
        expect(apiHtml).toContain("entity");
        expectNoRunnableScript(apiHtml, "none", `/api/items/${article.id}`);
      }),
    );
  });

  it("an exhibition with a payload in its description and press release", async () => {
    const exhibition = await row<{ id: number; slug: string }>(
      `SELECT e.id, v.slug FROM exhibitions e JOIN venues v ON v.id = e.venue_id WHERE e.show_end >= ${sqlToday()} ORDER BY e.id LIMIT 1`,
    );
    await withPayload("exhibitions", ["description_extended", "press_release"], exhibition.id, async () => {
      const path = `/artguide/venue/${exhibition.slug}`;
      const page = await call(path);
      const html = await page.text();
      expect(page.status, html.slice(0, 200)).toBe(200);
      expect(html).toContain("entity");
      expectNoRunnableScript(html, nonceOf(page), path);
    });
  });
});
