import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { get, getJson } from "./magazine-helpers";
import { articles, counter, read } from "./meter-helpers";

/**
 * Issue 23 point 10: a viewing room's videos come with their still and caption;
 * viewing rooms are advertisers' content, not articles:
 * they never count against the free-article meter, never show its counter or
 * its wall, and are kept at the edge as one page for every visitor.
 */
async function viewingRooms(n: number): Promise<{ id: number; url: string }[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, url FROM articles WHERE type = 600 AND body_formatted LIKE '<p>%' ORDER BY id LIMIT ?",
  )
    .bind(n)
    .all<{ id: number; url: string }>();
  expect(results).toHaveLength(n);
  return results;
}

describe("viewing rooms and the article meter", () => {
  it("a visitor reads any number of viewing rooms without a meter cookie or a counter", async () => {
    for (const room of await viewingRooms(5)) {
      const r = await read(room.url, "");
      expect(r.res.headers.get("set-cookie") ?? "").not.toContain("meter=");
      expect(counter(r.html)).toBeNull();
      expect(r.html).not.toContain('data-testid="paywall-wall"');
    }
  });

  it("a visitor at the wall still reads a viewing room whole, and the meter is unchanged", async () => {
    let cookie = "";
    for (const a of await articles(3, 20)) cookie = (await read(a.url, cookie)).cookie;
    const [room] = await viewingRooms(1);
    const r = await read(room!.url, cookie);
    expect(r.html).not.toContain('data-testid="paywall-wall"');
    expect(r.html).toContain('data-testid="article-body"');
    expect(r.res.headers.get("set-cookie") ?? "").not.toContain("meter=");
    // The next article is walled: the room took none of the three.
    const [next] = await articles(1, 23);
    expect((await read(next!.url, cookie)).html).toContain('data-testid="paywall-wall"');
  });

  it("a signed-in reader's viewing rooms are not recorded as reads", async () => {
    const [room] = await viewingRooms(1);
    await env.DB.prepare("DELETE FROM article_reads WHERE article_id = ?").bind(room!.id).run();
    await read(room!.url, "session=seed-reader-session");
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM article_reads WHERE article_id = ?")
      .bind(room!.id)
      .first<{ n: number }>())!;
    expect(n).toBe(0);
  });

  it("a visitor's viewing room is one public page, kept at the edge without a meter variant", async () => {
    const [, room] = await viewingRooms(2);
    const first = await get(room!.url);
    await first.text();
    expect(first.headers.get("cache-control") ?? "").not.toMatch(/private|no-store/);
    expect(first.headers.get("x-meter-variant")).toBeNull();
  });
});

describe("a viewing room's videos", () => {
  it("come with their still and its caption, sanitised", async () => {
    const [room] = await viewingRooms(1);
    const body = await getJson<{ _embedded: { items: Record<string, unknown>[] } }>(
      `/api/items/${room!.id}/media?pageSize=100`,
    );
    const videos = body._embedded.items.filter((m) => m.kind === "video");
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      expect(video.primaryImage).toMatchObject({ width: 1600, height: 900 });
      expect(String(video.captionFormatted)).toMatch(/^Still from <em>[^<]+<\/em>, /);
    }
  });
});

describe("a viewing room's other views (issue 52 point 10)", () => {
  it("the room page links to its slideshow and to its grid of all images, and both are there", async () => {
    const [room] = await viewingRooms(1);
    const page = await (await get(room!.url)).text();
    const views = page.slice(
      page.indexOf('data-testid="room-views"'),
      page.indexOf("</nav>", page.indexOf('data-testid="room-views"')),
    );
    expect(views).toContain(`href="${room!.url}/slideshow"`);
    expect(views).toContain(`href="${room!.url}/slideshow#all-images"`);
    const slideshow = await (await get(`${room!.url}/slideshow`)).text();
    expect(slideshow).toContain('id="all-images"');
    expect(slideshow).toContain('data-testid="slideshow"');
  });

  it("an article that is no viewing room has no such links", async () => {
    const [a] = await articles(1, 0);
    expect(await (await get(a!.url)).text()).not.toContain('data-testid="room-views"');
  });
});
