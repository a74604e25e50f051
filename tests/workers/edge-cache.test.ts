import { describe, expect, it } from "vitest";
import { cacheAudienceOf } from "#workers/services/cache/edgeCache";
import { EDGE_CACHE_HEADER } from "#workers/services/http/edgeCacheHeader";
import { matchPage } from "#workers/services/http/routePrivacy";
import { call } from "./guide-helpers";
import { inlineScripts, scriptHashSources, scriptSources } from "./inline-scripts";

// Anonymous pages from the Workers Cache API; nothing personal in or out of it.
const outcome = (res: Response) => res.headers.get(EDGE_CACHE_HEADER);
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
/** The page once its first render's background cache write has landed (ctx.waitUntil runs after the answer). */
async function cachedCall(path: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const res = await call(path, init);
    if (outcome(res) === "HIT") return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} never came from the cache`);
}
describe("the edge cache", () => {
  it("answers a second anonymous visit from the cache: the same bytes, allowed by its scripts' hashes", async () => {
    const path = `/artguide/mustsee?edge=${Math.random()}`;
    const first = await call(path);
    expect(outcome(first)).toBe("MISS");
    const firstHtml = await first.text();
    expect(nonceOf(first)).toBeTruthy();
    const second = await cachedCall(path);
    const secondHtml = await second.text();
    // The same page (the test server's dev manifest has a version per render).
    const markup = (html: string) => html.replace(/\s*nonce="[^"]*"/g, "").replace(/"version": "[^"]*"/, "");
    expect(markup(secondHtml)).toBe(markup(firstHtml));
    // A kept page is sent to many readers: no nonce, but the hash of each inline script it holds and of nothing else.
    expect(nonceOf(second)).toBeUndefined();
    const scripts = inlineScripts(secondHtml);
    expect(scripts.length).toBeGreaterThan(1);
    const hashes = await scriptHashSources(secondHtml);
    expect(new Set(scriptSources(second).filter((source) => source.startsWith("'sha256-")))).toEqual(hashes);
    expect(scriptSources(second)).not.toContain("'unsafe-inline'");
    expect(second.headers.get("strict-transport-security")).toBeTruthy();
    expect(second.headers.get("cache-control")).toBe("no-cache");
    // Again: every hit is the kept page, byte for byte.
    const third = await call(path);
    expect(outcome(third)).toBe("HIT");
    expect(await third.text()).toBe(secondHtml);
  });

  it("keeps a page for readers in China apart: their map style host differs", async () => {
    const path = `/artguide/mustsee?edge=${Math.random()}`;
    const china = { cf: { country: "CN" } } as RequestInit;
    const world = await cachedCall(path);
    expect(await world.text()).not.toContain("style.json?region=china");
    const fromChina = await call(path, china);
    expect(outcome(fromChina)).toBe("MISS");
    expect(await fromChina.text()).toContain("style.json?region=china");
    const chinaHit = await cachedCall(path, china);
    expect(await chinaHit.text()).toContain("style.json?region=china");
    // And the world's copy is still the world's.
    const worldAgain = await call(path);
    expect(outcome(worldAgain)).toBe("HIT");
    expect(await worldAgain.text()).not.toContain("style.json?region=china");
  });

  it("keeps a city page per filter: each filtered address has its own copy", async () => {
    const edge = Math.random();
    const current = (html: string) =>
      /<a[^>]*class="g-filters__option"[^>]*aria-current="true"[^>]*>([^<]+)</.exec(html)?.[1];
    const today = await cachedCall(`/artguide/place/new-york?when=today&edge=${edge}`);
    expect(current(await today.text())).toBe("today");
    const week = await call(`/artguide/place/new-york?when=week&edge=${edge}`);
    expect(outcome(week)).toBe("MISS");
    expect(current(await week.text())).toBe("this week");
    const weekHit = await cachedCall(`/artguide/place/new-york?when=week&edge=${edge}`);
    expect(current(await weekHit.text())).toBe("this week");
    const todayAgain = await call(`/artguide/place/new-york?when=today&edge=${edge}`);
    expect(outcome(todayAgain)).toBe("HIT");
    expect(current(await todayAgain.text())).toBe("today");
  });

  it("never serves or stores a signed-in reader's guide page, which shows their myguide", async () => {
    const path = `/artguide/special?edge=${Math.random()}`;
    const reader = { username: "reader" };
    const signedIn = await call(path, { headers: { cookie: "session=seed-reader-session" } });
    expect(outcome(signedIn)).toBe("BYPASS");
    expect(await signedIn.text()).toContain(reader.username);
    // The next visitor gets a fresh anonymous page, not the reader's.
    const visitor = await call(path);
    expect(outcome(visitor)).toBe("MISS");
    expect(await visitor.text()).not.toContain('data-testid="account-username"');
    // And a cached anonymous page is not what the reader gets either.
    await (await cachedCall(path)).arrayBuffer();
    const again = await call(path, { headers: { cookie: "session=seed-reader-session" } });
    expect(outcome(again)).toBe("BYPASS");
    expect(await again.text()).toContain(reader.username);
  });

  it("bypasses visitors with a guest cart, personal paths and writes; a meter matters only on articles", async () => {
    const path = `/artguide/artfairs?edge=${Math.random()}`;
    await call(path);
    expect(outcome(await call(path, { headers: { cookie: "guest_cart=abc" } }))).toBe("BYPASS");
    expect(outcome(await cachedCall(path, { headers: { cookie: "theme=dark" } }))).toBe("HIT");
    expect(outcome(await call(path, { headers: { cookie: "meter=xyz; theme=dark" } }))).toBe("HIT");
    for (const personal of [
      "/cart",
      "/login",
      "/profile",
      "/artguide/myguide",
      "/search?search=painting",
      "/subscribe",
    ]) {
      expect(outcome(await call(personal, { redirect: "manual" })), personal).toBe("BYPASS");
    }
    expect(outcome(await call("/admin", { redirect: "manual" }))).toBe("BYPASS");
    const post = await call("/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=x",
    });
    expect(outcome(post)).toBe("BYPASS");
  });

  it("leaves files with their own browser caching alone: the route manifest and the map's files", async () => {
    const { routes } = await import("virtual:react-router/server-build");
    const audienceOf = (path: string, cookie: string) => {
      const request = new Request(`http://localhost${path}`, { headers: { cookie } });
      const url = new URL(request.url);
      return cacheAudienceOf(request, url, matchPage(routes, url.pathname).privacy);
    };
    for (const path of ["/__manifest?paths=%2Fnews&version=1", "/artguide/map/style.json"]) {
      for (const cookie of ["", "session=seed-reader-session"]) {
        expect(audienceOf(path, cookie), `${path} ${cookie}`).toBeNull();
      }
    }
    expect(audienceOf("/news", "session=seed-reader-session")).toBe("signed-in");
  });

  it("does not keep errors or redirects", async () => {
    const missing = `/artguide/place/atlantis?edge=${Math.random()}`;
    expect((await call(missing)).status).toBe(404);
    expect(outcome(await call(missing))).toBe("MISS");
  });
});
