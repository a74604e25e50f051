import { describe, expect, it } from "vitest";
import { meterCookieHeader, readMeter } from "./meterCookie";

/** The Cookie header a browser sends back for a Set-Cookie header. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("meter cookie", () => {
  it("reads back what it signed for the same month, as an HttpOnly, SameSite=Lax cookie", async () => {
    const header = await meterCookieHeader("2026-11", [4, 8, 15], "secret", true);
    expect(header).toMatch(/^meter=/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Secure");
    expect(await readMeter(sentBack(header), "2026-11", "secret")).toEqual([4, 8, 15]);
    expect(await readMeter(`theme=dark; ${sentBack(header)}`, "2026-11", "secret")).toEqual([4, 8, 15]);
  });

  it("counts nothing for another month, another key, an edited value or garbage", async () => {
    const cookie = sentBack(await meterCookieHeader("2026-11", [4, 8, 15], "secret", false));
    expect(await readMeter(cookie, "2026-12", "secret")).toEqual([]);
    expect(await readMeter(cookie, "2026-11", "other")).toEqual([]);
    const [value, signature] = decodeURIComponent(cookie.slice("meter=".length)).split(".");
    const edited = btoa(JSON.stringify({ month: "2026-11", reads: [4] }));
    expect(atob(value!)).toContain("[4,8,15]");
    expect(await readMeter(`meter=${encodeURIComponent(`${edited}.${signature}`)}`, "2026-11", "secret")).toEqual([]);
    expect(await readMeter("meter=not a cookie", "2026-11", "secret")).toEqual([]);
    expect(await readMeter("meter=%E0%A4%A", "2026-11", "secret")).toEqual([]);
    expect(await readMeter(null, "2026-11", "secret")).toEqual([]);
  });
});
