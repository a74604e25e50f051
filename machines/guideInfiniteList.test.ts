import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { infiniteListMachine, infiniteListStatus, infiniteListTexts, isEmptyList, type PageAnswer } from "./guideInfiniteList";
import { deferred } from "./testing";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(input: { items?: string[]; page?: number; pages?: number }) {
  const calls: { page: number; answer: ReturnType<typeof deferred<PageAnswer<string>>> }[] = [];
  const machine = infiniteListMachine<string>().provide({
    actors: {
      fetchPage: fromPromise(({ input: { page } }: { input: { page: number } }) => {
        const answer = deferred<PageAnswer<string>>();
        calls.push({ page, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const status = () => infiniteListStatus(actor.getSnapshot());
  return { actor, calls, status };
}

describe("guide infinite list (spec 2 §2, §7)", () => {
  it("with nothing rendered, loads page one at once with 'Loading...'", async () => {
    const { actor, calls, status } = start({});
    expect(calls.map((c) => c.page)).toEqual([1]);
    expect(status()).toBe(infiniteListTexts.loading);
    calls[0]!.answer.resolve({ found: true, items: ["a"], pages: 2 });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.items).toEqual(["a"]);
    expect(status()).toBeNull();
  });

  it("near the end loads the next page with 'Loading next page...' and appends it", async () => {
    const { actor, calls, status } = start({ items: ["a"], page: 1, pages: 3 });
    expect(calls).toHaveLength(0);
    actor.send({ type: "NEAR_END" });
    expect(calls.map((c) => c.page)).toEqual([2]);
    expect(status()).toBe(infiniteListTexts.loadingNext);
    actor.send({ type: "NEAR_END" });
    expect(calls).toHaveLength(1);
    calls[0]!.answer.resolve({ found: true, items: ["b"], pages: 3 });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context).toMatchObject({ items: ["a", "b"], page: 2 });
  });

  it("after the last page everything is loaded", async () => {
    const { actor, calls } = start({ items: ["a"], page: 1, pages: 2 });
    actor.send({ type: "NEAR_END" });
    calls[0]!.answer.resolve({ found: true, items: ["b"], pages: 2 });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("done");
    actor.send({ type: "NEAR_END" });
    expect(calls).toHaveLength(1);
  });

  it("a single rendered page is already done", () => {
    const { actor } = start({ items: ["a"], page: 1, pages: 1 });
    expect(actor.getSnapshot().value).toBe("done");
  });

  it("a 404 marks all pages loaded", async () => {
    const { actor, calls, status } = start({ items: ["a"], page: 1, pages: 5 });
    actor.send({ type: "NEAR_END" });
    calls[0]!.answer.resolve({ found: false });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("done");
    expect(status()).toBeNull();
    expect(actor.getSnapshot().context.items).toEqual(["a"]);
  });

  it("a failure shows the error text and stops", async () => {
    const { actor, calls, status } = start({ items: ["a"], page: 1, pages: 5 });
    actor.send({ type: "NEAR_END" });
    calls[0]!.answer.reject(new Error("500"));
    await vi.runAllTimersAsync();
    expect(status()).toBe(infiniteListTexts.error);
    actor.send({ type: "NEAR_END" });
    expect(calls).toHaveLength(1);
  });

  it("nothing at all is the empty state", async () => {
    const { actor, calls } = start({});
    calls[0]!.answer.resolve({ found: false });
    await vi.runAllTimersAsync();
    expect(isEmptyList(actor.getSnapshot())).toBe(true);
  });
});
