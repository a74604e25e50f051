import { describe, expect, it } from "vitest";
import { EDGE_CACHE_HEADER } from "#workers/services/http/edgeCacheHeader";
import { call } from "./guide-helpers";

/** Issue 52 point 15: a city page as cards or a compact list, switched by a link and remembered by a cookie. */

const LIST = { headers: { cookie: "guide_view=list" } };
const layoutOf = (html: string) =>
  html.includes('class="g-row"') && !html.includes('class="g-card"')
    ? "list"
    : html.includes('class="g-card"') && !html.includes('class="g-row"')
      ? "cards"
      : "mixed";

describe("a city page's layout", () => {
  it("offers cards and list as links keeping the page's filters", async () => {
    const html = await (await call("/artguide/place/new-york?category=galleries&when=week")).text();
    expect(html).toContain('href="/artguide/place/new-york?category=galleries&amp;when=week&amp;view=list"');
    expect(html).toContain('href="/artguide/place/new-york?category=galleries&amp;when=week&amp;view=cards"');
    expect(layoutOf(html)).toBe("cards");
  });

  it("following the list link shows the list and remembers it in an HttpOnly cookie", async () => {
    const res = await call("/artguide/place/new-york?view=list");
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^guide_view=list; Path=\/; HttpOnly;/);
    expect(layoutOf(await res.text())).toBe("list");
    // The next city page keeps it, and cards take it back.
    expect(layoutOf(await (await call("/artguide/place/berlin", LIST)).text())).toBe("list");
    const back = await call("/artguide/place/new-york?view=cards", LIST);
    expect(back.headers.get("set-cookie")).toMatch(/^guide_view=cards;/);
    expect(layoutOf(await back.text())).toBe("cards");
  });

  it("a bad view answers 400 naming it", async () => {
    const res = await call("/artguide/place/new-york?view=grid");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("view must be one of cards, list.");
  });

  it("the edge cache never hands one reader's layout to another", async () => {
    const path = `/artguide/place/new-york?edge=${Math.random()}`;
    const outcome = (res: Response) => res.headers.get(EDGE_CACHE_HEADER);
    // A list reader's page is kept...
    let kept: Response | null = null;
    for (let attempt = 0; attempt < 40 && !kept; attempt++) {
      const res = await call(path, LIST);
      if (outcome(res) === "HIT") kept = res;
      else await res.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(layoutOf(await kept!.text())).toBe("list");
    // ...and a reader without the cookie still gets cards, from a copy of their own.
    const cards = await call(path);
    expect(outcome(cards)).toBe("MISS");
    expect(layoutOf(await cards.text())).toBe("cards");
  });
});
