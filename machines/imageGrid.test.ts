import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { adFollowsRow, createImageGridMachine, type GridPage, gridRows } from "./imageGrid";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(load: (page: number) => Promise<GridPage<number>>, pages = 3) {
  const asked: number[] = [];
  const machine = createImageGridMachine<number>().provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => {
        asked.push(input.page);
        return load(input.page);
      }),
    },
  });
  const actor = createActor(machine, { input: { images: [1, 2], page: 1, pages } }).start();
  return { actor, asked };
}

const pageOf = (page: number, pages = 3): Promise<GridPage<number>> =>
  Promise.resolve({ items: [page * 10], page, pages });

describe("image grid load-more", () => {
  it("ignores scrolling for the first 4 s after mount", async () => {
    const { actor, asked } = start((p) => pageOf(p));
    actor.send({ type: "NEAR_END" });
    await vi.advanceTimersByTimeAsync(3_999);
    actor.send({ type: "NEAR_END" });
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: "NEAR_END" });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([2]);
    expect(actor.getSnapshot().context.images).toEqual([1, 2, 20]);
  });

  it("asks once while a request is in flight, then the next page, and stops after the last", async () => {
    let release: () => void = () => {};
    const { actor, asked } = start(
      (p) =>
        new Promise((resolve) => {
          release = () => resolve({ items: [p], page: p, pages: 3 });
        }),
    );
    await vi.advanceTimersByTimeAsync(4_000);
    actor.send({ type: "NEAR_END" });
    actor.send({ type: "NEAR_END" });
    expect(asked).toEqual([2]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: "NEAR_END" });
    release();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: "NEAR_END" });
    expect(asked).toEqual([2, 3]);
    expect(actor.getSnapshot().context.images).toEqual([1, 2, 2, 3]);
  });

  it("ignores a failed page silently and tries again on the next scroll", async () => {
    let fail = true;
    const { actor, asked } = start((p) => (fail ? Promise.reject(new Error("500")) : pageOf(p)));
    await vi.advanceTimersByTimeAsync(4_000);
    actor.send({ type: "NEAR_END" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("active");
    fail = false;
    actor.send({ type: "NEAR_END" });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([2, 2]);
    expect(actor.getSnapshot().context.page).toBe(2);
  });

  it("splits images into rows of 12", () => {
    const rows = gridRows(Array.from({ length: 26 }, (_, i) => i));
    expect(rows.map((r) => r.length)).toEqual([12, 12, 2]);
  });

  it("puts a banner ad after each full row, and after the short last row only once every page is in", () => {
    const rows = gridRows(Array.from({ length: 26 }, (_, i) => i));
    expect(rows.map((_, r) => adFollowsRow(r, rows, false))).toEqual([true, true, false]);
    expect(rows.map((_, r) => adFollowsRow(r, rows, true))).toEqual([true, true, true]);
  });
});
