import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listExhibitions } from "#workers/db/exhibitions";
import { addToMyguide } from "#workers/db/myguide";
import { call, createReader, html, json, row, type TestReader, today } from "./guide-helpers";

/**
 * Issue 23 point 1: every field of the guide that may hold markup (an
 * exhibition's title, description, extended description and press release, a
 * venue's description, image captions) is rendered as HTML wherever a reader
 * meets it, and as plain text where only text fits (feeds, calendars, JSON-LD,
 * alt text, the map's one-line title). A reader never sees an escaped tag.
 *
 * The test gives the guide home's first must-see show markup in each field,
 * then reads every page type that shows it.
 */
const WORD = "Quillmarsh";
const MARKUP = {
  title: `${WORD} <em>Tables</em>`,
  description: "<p>A show about <em>tides</em> and salt.</p>",
  description_extended: "<p>Further <strong>notes</strong> on the hang.</p>",
  press_release: "<p>The gallery presents <em>new</em> work.</p>",
  venueDescription: "<p>A <em>former</em> salt store by the river.</p>",
  caption: "<em>Low Water</em>, 2024, oil on linen.",
};

interface Target {
  id: number;
  slug: string;
  venueId: number;
  venueSlug: string;
  placeUrl: string;
  imageId: number;
  venueImageId: number | null;
}

let target: Target;
let reader: TestReader;
const restore: (() => Promise<unknown>)[] = [];

async function setColumns(table: string, id: number, values: Record<string, unknown>) {
  const columns = Object.keys(values);
  const original = await row<Record<string, unknown>>(`SELECT ${columns.join(", ")} FROM ${table} WHERE id = ?`, id);
  const update = `UPDATE ${table} SET ${columns.map((c) => `${c} = ?`).join(", ")} WHERE id = ?`;
  restore.push(() =>
    env.DB.prepare(update)
      .bind(...columns.map((c) => original[c]), id)
      .run(),
  );
  await env.DB.prepare(update)
    .bind(...columns.map((c) => values[c]), id)
    .run();
}

beforeAll(async () => {
  // The guide home's first must-see tile: it is also on the must-see list's first page.
  const first = (await listExhibitions(env.DB, { kind: "mustsee" }, { page: 1, size: 1, today: today() })).items[0]!;
  const ids = await row<{ image_id: number; venue_image_id: number | null }>(
    `SELECT e.primary_image_id AS image_id, v.primary_image_id AS venue_image_id
       FROM exhibitions e JOIN venues v ON v.id = e.venue_id WHERE e.id = ?`,
    first.id,
  );
  target = {
    id: first.id,
    slug: first.slug,
    venueId: first.location.id,
    venueSlug: first.location.slug,
    placeUrl: first.location.place_url,
    imageId: ids.image_id,
    venueImageId: ids.venue_image_id,
  };
  // A reception tomorrow evening puts it in the openings feed too.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await setColumns("exhibitions", target.id, {
    title: MARKUP.title,
    description: MARKUP.description,
    description_extended: MARKUP.description_extended,
    press_release: MARKUP.press_release,
    is_highlight: 1,
    opening_start: `${tomorrow}T12:00:00Z`,
    opening_end: `${tomorrow}T14:00:00Z`,
  });
  await setColumns("venues", target.venueId, { description: MARKUP.venueDescription });
  await setColumns("images", target.imageId, { caption_formatted: MARKUP.caption });
  if (target.venueImageId) await setColumns("images", target.venueImageId, { caption_formatted: MARKUP.caption });
  reader = await createReader("formatted");
  await addToMyguide(env.DB, reader.id, target.id, new Date().toISOString());
});

afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
});

/** The page as a reader gets it: the markup rendered, never escaped, and alt text and JSON-LD plain. */
function expectRendered(page: string, label: string, expected: readonly string[]) {
  for (const fragment of expected) expect(page, `${label}: ${fragment}`).toContain(fragment);
  expect(page, `${label}: an escaped tag`).not.toContain("&lt;");
  for (const [, alt] of page.matchAll(/\balt="([^"]*)"/g)) expect(alt, `${label}: alt text`).not.toMatch(/[<>]|&lt;/);
  for (const [, body = ""] of page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    expect(body, `${label}: JSON-LD`).not.toMatch(/<|\\u003c/i);
  }
}

/** The page of a paged guide list (`api` with its query) that holds the target. */
async function pageHolding(api: string): Promise<number> {
  for (let page = 1; page <= 40; page++) {
    const body = await json<{ _embedded: { items: { id: number }[] }; pages: number }>(
      `${api}${api.includes("?") ? "&" : "?"}page=${page}&size=15`,
      200,
    );
    if (body._embedded.items.some((x) => x.id === target.id)) return page;
    if (page >= body.pages) break;
  }
  throw new Error(`${api} does not list exhibition ${target.id}`);
}

const TITLE = `${WORD} <em>Tables</em>`;
const CARD = [TITLE, "<em>tides</em>", "<strong>notes</strong>", "<em>new</em>"];

describe("formatted guide fields render as HTML on every page that shows them", () => {
  it("the venue page: the card, the venue's description and the JSON-LD", async () => {
    const page = await html(`/artguide/venue/${target.venueSlug}`);
    expectRendered(page, "venue", [...CARD, "<em>former</em>"]);
    expect(page).toMatch(/"name":"[^"]*Quillmarsh Tables"/);
  });

  it("the city page's card", async () => {
    const n = await pageHolding(`/api/guide/list/place/${target.placeUrl}?category=all`);
    expectRendered(await html(`/artguide/place/${target.placeUrl}?category=all&page=${n}`), "place", CARD);
  });

  it("the must-see list and the guide home's highlight tile", async () => {
    expectRendered(await html("/artguide/mustsee"), "mustsee", CARD);
    expectRendered(await html("/artguide"), "guide home", [TITLE]);
  });

  it("the guide search and the magazine search's guide results", async () => {
    expectRendered(await html(`/artguide/search?search=${WORD}`), "guide search", CARD);
    const magazine = await html(`/search?search=${WORD}`);
    expectRendered(magazine, "magazine search", []);
    expect(magazine).toContain("Quillmarsh Tables");
  });

  it("myguide", async () => {
    const page = await html("/artguide/myguide", 200, { headers: { cookie: reader.cookie } });
    expectRendered(page, "myguide", CARD);
    // The share link's mail body is text.
    expect(page).toContain(encodeURIComponent("Quillmarsh Tables"));
  });

  it("the share page names the show in plain text", async () => {
    const page = await html(`/artguide/venue/${target.venueSlug}/share?exhibition=${target.slug}`);
    expectRendered(page, "share", []);
    expect(page).toContain("Quillmarsh Tables");
  });

  it("the api sends the sanitised HTML, and the map's one-line title as text", async () => {
    const body = await json<{ exhibitions: Record<string, unknown>[] }>(
      `/api/guide/exhibitions/${target.placeUrl}`,
      200,
    );
    const x = body.exhibitions.find((e) => e.id === target.id)!;
    expect(x.exhibitionTitle).toBe(TITLE);
    expect(String(x.title)).toMatch(/Quillmarsh Tables$/);
    expect(x.description).toBe(MARKUP.description);
    const highlights = await json<{ _embedded: { items: { id: number; title: string }[] } }>(
      "/api/guide/highlights",
      200,
    );
    expect(highlights._embedded.items.find((h) => h.id === target.id)?.title).toBe(TITLE);
  });

  it("feeds and calendars carry plain text", async () => {
    const feed = await (await call(`/artguide/feeds/openings/${target.placeUrl}`)).text();
    expect(feed).toContain("Quillmarsh Tables");
    expect(feed).not.toMatch(/&lt;|<em>/);
    // Unfolded: a calendar wraps long lines.
    const ics = (await (await call(`/artguide/calendar/exhibition/${target.id}`)).text()).replace(/\r\n /g, "");
    expect(ics).toContain("Quillmarsh Tables");
    expect(ics).toContain("A show about tides and salt.");
    expect(ics).not.toMatch(/<|&lt;/);
  });
});
