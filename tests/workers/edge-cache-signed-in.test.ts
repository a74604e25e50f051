import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { menuUsername } from "#machines/rules/account/username";
import { ACCOUNT_HEADER } from "#machines/rules/pocket/offlineCaches";
import { pocketAccountKey } from "#workers/services/account/pocketAccount";
import { SHARED_USERNAME } from "#workers/services/cache/sharedViewerPage";
import { EDGE_CACHE_HEADER } from "#workers/services/http/edgeCacheHeader";
import { burst } from "./concurrency";
import { call, createReader, type TestReader } from "./guide-helpers";
import { scriptHashSources, scriptSources } from "./inline-scripts";
import { articles, bodySample, counter } from "./meter-helpers";

// Signed-in readers outside the guide share one kept page per kind of reader (subscriber or
// not), with each reader's own username written in as it is answered.
const outcome = (res: Response) => res.headers.get(EDGE_CACHE_HEADER);
const fresh = (path: string) => `${path}?edge=${Math.random()}`;
const headerTitle = (html: string) => /title="([^"]*)" data-testid="account-username"/.exec(html)?.[1];
const headerLabel = (html: string) =>
  /data-testid="account-username"[^>]*>(?:<svg[\s\S]*?<\/svg>)<span class="account-links__label">([^<]*)</.exec(
    html,
  )?.[1];
const hydrationName = (html: string) => /\\"username\\",\\"([^\\]*)\\"/.exec(html)?.[1];

async function subscriber(name: string): Promise<TestReader> {
  const reader = await createReader(name);
  await env.DB.prepare("UPDATE users SET is_subscriber = 1 WHERE id = ?").bind(reader.id).run();
  return reader;
}
const as = (reader: TestReader) => ({ headers: { cookie: reader.cookie } });
/** The page once a render for this kind of reader has been kept (the write lands after the answer). */
async function cachedFor(path: string, reader: TestReader): Promise<Response> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const res = await call(path, as(reader));
    if (outcome(res) === "HIT") return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} never came from the cache`);
}
/** Reads articles as this reader until their free ones are used up. */
async function useUpFreeArticles(reader: TestReader, skip: number) {
  for (const other of await articles(3, skip)) await (await call(fresh(other.url), as(reader))).arrayBuffer();
}

describe("signed-in readers' shared pages", () => {
  it("gives each subscriber the kept page with their own name and nothing of the reader it was rendered for", async () => {
    const first = await subscriber("sharefirst");
    const second = await subscriber("sharesecond");
    const path = fresh("/news");
    const firstAnswer = await call(path, as(first));
    expect(outcome(firstAnswer)).toBe("MISS");
    const firstHtml = await firstAnswer.text();
    expect(headerTitle(firstHtml)).toBe(first.username);
    expect(headerLabel(firstHtml)).toBe(menuUsername(first.username));
    expect(hydrationName(firstHtml)).toBe(first.username);

    const kept = await cachedFor(path, second);
    const html = await kept.text();
    expect(headerTitle(html)).toBe(second.username);
    expect(headerLabel(html)).toBe(menuUsername(second.username));
    expect(hydrationName(html)).toBe(second.username);
    for (const other of [first.username, first.email, second.email, SHARED_USERNAME, menuUsername(SHARED_USERNAME)])
      expect(html).not.toContain(other);
    expect(kept.headers.get("cache-control")).toBe("private, no-store");
    expect(kept.headers.get(ACCOUNT_HEADER)).toBe(await pocketAccountKey(second.id));
    expect(kept.headers.get("set-cookie")).toBeNull();
    // Its hydration data now carries this reader's name: the policy allows its scripts as they now read.
    expect(new Set(scriptSources(kept).filter((source) => source.startsWith("'sha256-")))).toEqual(
      await scriptHashSources(html),
    );

    // A visitor never gets it, and a reader without a subscription gets their own kind's page.
    const visitor = await (await call(path)).text();
    expect(visitor).not.toContain('data-testid="account-username"');
    const reader = await createReader("sharereader");
    const readerHtml = await (await call(path, as(reader))).text();
    expect(headerTitle(readerHtml)).toBe(reader.username);
    expect(readerHtml).toContain('data-testid="account-activate"');
    expect(html).not.toContain('data-testid="account-activate"');
  });

  it("keeps a subscriber's article apart from a walled reader's, and still counts a reader's free view", async () => {
    const [article] = await articles(1, 50);
    const path = fresh(article!.url);
    const sample = await bodySample(article!.id);
    const subscriberAnswer = await cachedFor(path, await subscriber("sharesub"));
    expect(await subscriberAnswer.text()).toContain(sample);

    const walled = await createReader("sharewalled");
    await useUpFreeArticles(walled, 51);
    const walledHtml = await (await call(path, as(walled))).text();
    expect(walledHtml).toContain('data-testid="paywall-wall"');
    expect(walledHtml).not.toContain(sample);
    const walledToo = await createReader("sharewalledtoo");
    await useUpFreeArticles(walledToo, 55);
    const walledKept = await cachedFor(path, walledToo);
    expect(await walledKept.text()).not.toContain(sample);

    // A reader with free articles left is answered from their kind's kept page, and the view still counts.
    await (await call(path, as(await createReader("sharefreefirst")))).arrayBuffer();
    const free = await createReader("sharefree");
    const freeKept = await cachedFor(path, free);
    const freeHtml = await freeKept.text();
    expect(freeHtml).toContain(sample);
    expect(counter(freeHtml)).toBe("You have 2 articles remaining this month.");
    const reads = await env.DB.prepare("SELECT article_id FROM article_reads WHERE user_id = ?")
      .bind(free.id)
      .all<{ article_id: number }>();
    expect(reads.results.map((read) => read.article_id)).toEqual([article!.id]);
  });

  it("renders staff, guide pages and names a page would escape for the reader alone", async () => {
    const path = fresh("/news");
    const admin = await call(path, { headers: { cookie: "session=seed-admin-session" } });
    expect(outcome(admin)).toBe("BYPASS");
    const reader = await createReader("shareguide");
    expect(outcome(await call(fresh("/artguide/mustsee"), as(reader)))).toBe("BYPASS");

    const quoted = await subscriber("sharequote");
    const name = `O'Hara & <Co> ${quoted.id}`;
    await env.DB.prepare("UPDATE users SET username = ? WHERE id = ?").bind(name, quoted.id).run();
    await (await cachedFor(path, await subscriber("sharequoteother"))).arrayBuffer();
    const answer = await call(path, as(quoted));
    expect(outcome(answer)).toBe("BYPASS");
    expect(headerTitle(await answer.text())).toBe(`O&#x27;Hara &amp; &lt;Co&gt; ${quoted.id}`);
  });

  it("answers 30 requests at once from two subscribers, each with their own name", async () => {
    const one = await subscriber("burstone");
    const two = await subscriber("bursttwo");
    const path = fresh("/news");
    for (const round of [1, 2]) {
      const [ones, twos] = await Promise.all([burst(path, 15, { init: as(one) }), burst(path, 15, { init: as(two) })]);
      for (const [reader, answers] of [
        [one, ones],
        [two, twos],
      ] as const) {
        expect(
          answers.map((answer) => [answer.status, headerTitle(answer.body), hydrationName(answer.body)]),
          `round ${round}`,
        ).toEqual(Array(15).fill([200, reader.username, reader.username]));
      }
    }
  });
});
