import { createCookie } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
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

  describe("cookies already checked", () => {
    afterEach(() => vi.restoreAllMocks());

    it("checks a cookie's signature once: the visitor's next view reads it without a second HMAC", async () => {
      const verify = vi.spyOn(crypto.subtle, "verify");
      const signedHere = sentBack(await meterCookieHeader("2026-11", [16, 23], "secret", true));
      expect(await readMeter(signedHere, "2026-11", "secret")).toEqual([16, 23]);
      expect(verify).not.toHaveBeenCalled();

      // Signed by another isolate: checked the first time only.
      const elsewhere = createCookie("meter", { secrets: ["secret"] });
      const signedElsewhere = sentBack(await elsewhere.serialize({ month: "2026-11", reads: [42] }));
      expect(await readMeter(signedElsewhere, "2026-11", "secret")).toEqual([42]);
      expect(await readMeter(signedElsewhere, "2026-11", "secret")).toEqual([42]);
      expect(verify).toHaveBeenCalledTimes(1);

      // A forged signature is checked, and refused, every time.
      expect(await readMeter(`${signedElsewhere}x`, "2026-11", "secret")).toEqual([]);
      expect(await readMeter(`${signedElsewhere}x`, "2026-11", "secret")).toEqual([]);
      expect(verify).toHaveBeenCalledTimes(3);
    });

    it("answers 30 views sent at once with the same cookie alike, each with its own copy of the reads", async () => {
      const cookie = sentBack(await meterCookieHeader("2026-11", [4, 8], "secret", false));
      const views = await Promise.all(Array.from({ length: 30 }, () => readMeter(cookie, "2026-11", "secret")));
      expect(views.every((reads) => reads.join() === "4,8")).toBe(true);
      views[0]!.push(99);
      expect(await readMeter(cookie, "2026-11", "secret")).toEqual([4, 8]);
    });

    it("knows a cookie only under the key that signed it, and only for its own month", async () => {
      const cookie = sentBack(await meterCookieHeader("2026-11", [7], "secret", false));
      expect(await readMeter(cookie, "2026-11", "secret")).toEqual([7]);
      expect(await readMeter(cookie, "2026-11", "rotated")).toEqual([]);
      expect(await readMeter(cookie, "2026-12", "secret")).toEqual([]);
    });
  });
});
