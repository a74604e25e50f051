import { describe, expect, it } from "vitest";
import { get } from "./magazine-helpers";

// Every magazine call answers bad input with 400 and a readable
// JSON message, never a 500.
const BAD: [string, RegExp][] = [
  ["/api/items?page=0", /page/],
  ["/api/items?pageSize=abc", /pageSize/],
  ["/api/items?excludeId=1,x", /excludeId/],
  ["/api/items?limit=-3", /limit/],
  ["/api/news?page=x", /page/],
  ["/api/items/columns?pageSize=100000", /pageSize/],
  ["/api/items/flag", /flagName/],
  ["/api/items/homepage?page_size=x", /page_size/],
  ["/api/items/type/600?sort_order=sideways", /sort_order/],
  ["/api/items/issue/type/600?exclude_ids=a", /exclude_ids/],
  ["/api/items/abc", /id/],
  ["/api/items/abc/media", /id/],
  ["/api/items/1/media?order=RANDOM", /order/],
  ["/api/items/abc/related", /id/],
  ["/api/video?page=0", /page/],
  ["/api/contributor/some-one?page=-1", /page/],
  ["/api/picks/new-york?pageSize=0", /pageSize/],
  ["/api/ads?section=%3Cb%3E", /section/],
  ["/api/ads/galleries?batch_mobile=x", /batch_mobile/],
  ["/api/ads/internal?section=%20", /section/],
  ["/api/ads/tout?section=%3Cscript%3E", /section/],
  ["/api/ads/issue?pageSize=x", /pageSize/],
  ["/api/search", /query/],
  ["/api/search?query=art&sort=oldest", /sort/],
  ["/api/suggest?search=ab", /3 characters/],
];

describe("bad input to the magazine calls", () => {
  it.each(BAD)("%s → 400", async (path, message) => {
    const res = await get(path);
    const body = (await res.json()) as { error: string };
    expect(res.status, `${path}: ${JSON.stringify(body)}`).toBe(400);
    expect(body.error).toMatch(message);
  });

  it.each([
    ["/api/items/987654321/media"],
    ["/api/items/987654321/related"],
    ["/api/contributor/no-such-person"],
    ["/api/picks/atlantis"],
    ["/api/no-such-type"],
  ])("%s → 404", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(0);
  });
});
