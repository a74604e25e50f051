import { describe, expect, it } from "vitest";
import { readMeter, signMeter } from "./meterCookie";

describe("meter cookie", () => {
  it("reads back what it signed for the same month", async () => {
    const value = await signMeter("2026-11", [4, 8, 15], "secret");
    expect(await readMeter(value, "2026-11", "secret")).toEqual([4, 8, 15]);
  });

  it("counts nothing for another month, another key, an edited list or garbage", async () => {
    const value = await signMeter("2026-11", [4, 8, 15], "secret");
    expect(await readMeter(value, "2026-12", "secret")).toEqual([]);
    expect(await readMeter(value, "2026-11", "other")).toEqual([]);
    expect(await readMeter(value.replace("4.8.15", "4"), "2026-11", "secret")).toEqual([]);
    expect(await readMeter("not a cookie", "2026-11", "secret")).toEqual([]);
    expect(await readMeter(null, "2026-11", "secret")).toEqual([]);
  });
});
