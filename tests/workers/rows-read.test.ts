import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { meterMonth } from "#machines/rules/magazine/meter";
import { myguideIds } from "#workers/db/myguide";
import { countRowsRead, ROWS_READ_HEADER } from "#workers/services/data/rowsReadCounter";
import { createReader, ORIGIN } from "./guide-helpers";
import { articles } from "./meter-helpers";

// The bench's rows-read figure: every way of running a statement is counted, and answers the same.
describe("counting D1 rows read", () => {
  it("adds up rows read by all, first, raw, run and batch, and answers as D1 does", async () => {
    const { db, rowsRead } = countRowsRead(env.DB);
    const plain = await env.DB.prepare("SELECT id, url FROM articles ORDER BY id LIMIT 3").all();
    const all = await db.prepare("SELECT id, url FROM articles ORDER BY id LIMIT 3").all();
    expect(all.results).toEqual(plain.results);
    const afterAll = rowsRead();
    expect(afterAll).toBeGreaterThanOrEqual(3);

    const first = await db.prepare("SELECT id, url FROM articles WHERE id = ?").bind(plain.results[0]!.id).first();
    expect(first).toEqual(plain.results[0]);
    expect(await db.prepare("SELECT url FROM articles WHERE id = ?").bind(plain.results[0]!.id).first("url")).toBe(
      plain.results[0]!.url,
    );
    expect(await db.prepare("SELECT id, url FROM articles WHERE id = 0").first()).toBeNull();
    const raw = await db.prepare("SELECT id, url FROM articles ORDER BY id LIMIT 2").raw({ columnNames: true });
    expect(raw).toEqual([["id", "url"], ...plain.results.slice(0, 2).map((row) => [row.id, row.url])]);
    const afterSingles = rowsRead();
    expect(afterSingles).toBeGreaterThan(afterAll);

    const [counted] = await db.batch([db.prepare("SELECT count(*) AS n FROM articles")]);
    expect(counted!.results[0]).toMatchObject({ n: expect.any(Number) });
    // A count over the table reads every row: exactly what the budget is there to catch.
    expect(rowsRead() - afterSingles).toBeGreaterThanOrEqual((counted!.results[0] as { n: number }).n);
  });

  it("reports a page's and an API call's rows in x-d1-rows-read only when measuring", async () => {
    const init = { headers: { cookie: "guest_cart=x" } };
    for (const path of ["/news", "/api/items?category=news&page=1"]) {
      const plain = await exports.default.fetch(`${ORIGIN}${path}`, init);
      expect(plain.headers.get(ROWS_READ_HEADER)).toBeNull();
      await plain.arrayBuffer();
      const measured = await exports.default({ props: { measureRowsRead: true } }).fetch(`${ORIGIN}${path}`, init);
      expect(measured.status).toBe(200);
      expect(Number(measured.headers.get(ROWS_READ_HEADER))).toBeGreaterThan(0);
      await measured.arrayBuffer();
    }
  });

  it("counts a visitor's kept page as no rows read, and sends it whole while measuring", async () => {
    const path = `${ORIGIN}/news?rows=${Math.random().toString(36).slice(2)}`;
    const measured = () =>
      exports.default({ props: { measureRowsRead: true } }).fetch(path, { headers: { "accept-encoding": "gzip" } });
    await (await measured()).arrayBuffer();
    let kept = await measured();
    for (let attempt = 0; kept.headers.get("x-edge-cache") !== "HIT" && attempt < 40; attempt++) {
      await kept.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
      kept = await measured();
    }
    expect(kept.headers.get("x-edge-cache")).toBe("HIT");
    expect(kept.headers.get(ROWS_READ_HEADER)).toBe("0");
    // The test's binding hands the body over decoded (gzipped twice, it would still be gzip here).
    const body = await kept.text();
    expect(body).toContain("</html>");
  });

  it("reads a signed-in reader's myguide once per guide page, however long it is", async () => {
    const reader = await createReader("rowsonce");
    const pageRows = async () => {
      const response = await exports.default({ props: { measureRowsRead: true } }).fetch(`${ORIGIN}/artguide/mustsee`, {
        headers: { cookie: reader.cookie },
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      return Number(response.headers.get(ROWS_READ_HEADER));
    };
    const oneReadRows = async () => {
      const { db, rowsRead } = countRowsRead(env.DB);
      await myguideIds(db, reader.id);
      return rowsRead();
    };
    await pageRows(); // the first answer also fills the public data every reader shares
    const [pageBefore, readBefore] = [await pageRows(), await oneReadRows()];
    const { results } = await env.DB.prepare("SELECT id FROM exhibitions ORDER BY id LIMIT 40").all<{ id: number }>();
    const added = new Date().toISOString();
    await env.DB.batch(
      results.map(({ id }) =>
        env.DB.prepare("INSERT INTO myguide_entries (user_id, exhibition_id, created_at) VALUES (?, ?, ?)").bind(
          reader.id,
          id,
          added,
        ),
      ),
    );
    const [pageAfter, readAfter] = [await pageRows(), await oneReadRows()];
    expect(readAfter - readBefore).toBeGreaterThanOrEqual(results.length);
    // Read once: the page grows by what one read of the longer myguide costs, not twice that.
    expect(pageAfter - pageBefore).toBe(readAfter - readBefore);
  });

  it("meters a signed-in reader's article view once when the page is rendered for them", async () => {
    const [article, other] = await articles(2, 80);
    const month = meterMonth(new Date());
    // Each reader has read this article already this month (no read is recorded); the second one more.
    const readerWithReads = async (name: string, ids: number[]) => {
      const reader = await createReader(name);
      await env.DB.batch(
        ids.map((id) =>
          env.DB.prepare("INSERT INTO article_reads (user_id, month, article_id) VALUES (?, ?, ?)").bind(
            reader.id,
            month,
            id,
          ),
        ),
      );
      return reader;
    };
    const oneRead = await readerWithReads("meteronce1", [article!.id]);
    const twoReads = await readerWithReads("meteronce2", [article!.id, other!.id]);
    // A render every time (a new address each), with the article's id known from an earlier one.
    const missRows = async (cookie: string) => {
      const response = await exports
        .default({ props: { measureRowsRead: true } })
        .fetch(`${ORIGIN}${article!.url}?edge=${Math.random()}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      return Number(response.headers.get(ROWS_READ_HEADER));
    };
    await missRows(oneRead.cookie);
    const [rowsOne, rowsTwo] = [await missRows(oneRead.cookie), await missRows(twoReads.cookie)];
    // The month's reads are listed once: one more read costs one more row, not two.
    expect(rowsTwo - rowsOne).toBe(1);
  });
});
