import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { ERROR_LOADING_ARTICLES, ERROR_LOADING_VIDEOS } from "#machines/rules/magazine/magazine";
import { createInfiniteListMachine, PageNotFound, type PageResult } from "./infiniteList";

/** A loader the test resolves by hand, so we can see the machine while a call runs. */
function controlledLoader() {
  const calls: { page: number; resolve: (r: PageResult<string>) => void; reject: (e: unknown) => void }[] = [];
  const actor = fromPromise<PageResult<string>, { page: number }>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ page: input.page, resolve, reject })),
  );
  return { calls, actor };
}

function start(page: number, pages: number, errorMessage?: string, stillNear: () => boolean = () => false) {
  const loader = controlledLoader();
  const machine = createInfiniteListMachine<string>().provide({
    actors: { loadPage: loader.actor, loaderStillNear: fromPromise(async () => stillNear()) },
  });
  const actor = createActor(machine, { input: { page, pages, errorMessage } }).start();
  return { actor, calls: loader.calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("infinite scroll", () => {
  it("loads the next page when the loader marker comes near", async () => {
    const { actor, calls } = start(1, 3);
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "NEAR_LOADER" });
    expect(actor.getSnapshot().value).toBe("loading");
    expect(calls.map((c) => c.page)).toEqual([2]);
    calls[0]!.resolve({ items: ["a", "b"], page: 2, pages: 3 });
    await flush();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.loaded).toEqual(["a", "b"]);
    expect(actor.getSnapshot().context.page).toBe(2);
  });

  it("makes no parallel call of the same kind", () => {
    const { actor, calls } = start(1, 3);
    actor.send({ type: "NEAR_LOADER" });
    actor.send({ type: "NEAR_LOADER" });
    actor.send({ type: "NEAR_LOADER" });
    expect(calls).toHaveLength(1);
  });

  it("appends pages and marks all pages loaded on the last one (the More link disappears)", async () => {
    const { actor, calls } = start(1, 2);
    actor.send({ type: "NEAR_LOADER" });
    calls[0]!.resolve({ items: ["c"], page: 2, pages: 2 });
    await flush();
    expect(actor.getSnapshot().value).toBe("allLoaded");
    expect(actor.getSnapshot().context.allPagesLoaded).toBe(true);
    actor.send({ type: "NEAR_LOADER" });
    expect(calls).toHaveLength(1);
  });

  it("starts with all pages loaded when the server rendered the last page", () => {
    const { actor, calls } = start(4, 4);
    expect(actor.getSnapshot().value).toBe("allLoaded");
    actor.send({ type: "NEAR_LOADER" });
    expect(calls).toHaveLength(0);
  });

  it("a 404 from a paged list marks all pages loaded", async () => {
    const { actor, calls } = start(1, 9);
    actor.send({ type: "NEAR_LOADER" });
    calls[0]!.reject(new PageNotFound());
    await flush();
    expect(actor.getSnapshot().value).toBe("allLoaded");
    expect(actor.getSnapshot().context.allPagesLoaded).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("any other failure shows the list's error text and stays failed (the text asks for a refresh)", async () => {
    const { actor, calls } = start(1, 3);
    actor.send({ type: "NEAR_LOADER" });
    calls[0]!.reject(new Error("network"));
    await flush();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.error).toBe(ERROR_LOADING_ARTICLES);
    actor.send({ type: "NEAR_LOADER" });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(calls).toHaveLength(1);
  });

  it("scrolling near the loader again after a failure asks for nothing and keeps the list's own text", async () => {
    const { actor, calls } = start(1, 3, ERROR_LOADING_VIDEOS);
    actor.send({ type: "NEAR_LOADER" });
    calls[0]!.reject(new Error("network"));
    await flush();
    expect(actor.getSnapshot().context.error).toBe(ERROR_LOADING_VIDEOS);
    actor.send({ type: "NEAR_LOADER" });
    actor.send({ type: "NEAR_LOADER" });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(calls).toHaveLength(1);
  });

  it("loads page one itself when the server rendered none (loadingFirst), then pages on", async () => {
    const { actor, calls } = start(0, 1);
    expect(actor.getSnapshot().value).toBe("loadingFirst");
    expect(calls.map((c) => c.page)).toEqual([1]);
    actor.send({ type: "NEAR_LOADER" });
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ items: ["a"], page: 1, pages: 2, total: 16 });
    await flush();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.loaded).toEqual(["a"]);
    // The list's own total replaces the unknown one, for "Page 1 of 2 · 16 listings".
    expect(actor.getSnapshot().context.total).toBe(16);
    actor.send({ type: "NEAR_LOADER" });
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
  });

  it("a failed page one is sticky too; a 404 on page one is an empty, fully loaded list", async () => {
    const failing = start(0, 1, ERROR_LOADING_VIDEOS);
    failing.calls[0]!.reject(new Error("network"));
    await flush();
    expect(failing.actor.getSnapshot().value).toBe("failed");
    expect(failing.actor.getSnapshot().context.error).toBe(ERROR_LOADING_VIDEOS);
    const missing = start(0, 1);
    missing.calls[0]!.reject(new PageNotFound());
    await flush();
    expect(missing.actor.getSnapshot().value).toBe("allLoaded");
    expect(missing.actor.getSnapshot().context.loaded).toEqual([]);
  });

  it("after each page asks whether the loader marker is still near and loads on until the screen is full", async () => {
    // The marker stays in reach for two pages (short pages), then the list fills the screen.
    let nearFor = 2;
    const { actor, calls } = start(1, 9, undefined, () => nearFor-- > 0);
    actor.send({ type: "NEAR_LOADER" });
    calls[0]!.resolve({ items: ["a"], page: 2, pages: 9 });
    await flush();
    expect(calls.map((c) => c.page)).toEqual([2, 3]);
    calls[1]!.resolve({ items: ["b"], page: 3, pages: 9 });
    await flush();
    expect(calls.map((c) => c.page)).toEqual([2, 3, 4]);
    calls[2]!.resolve({ items: ["c"], page: 4, pages: 9 });
    await flush();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(calls).toHaveLength(3);
    expect(actor.getSnapshot().context.loaded).toEqual(["a", "b", "c"]);
  });

  it("loads on only until the last page, however near the marker stays", async () => {
    const { actor, calls } = start(1, 3, undefined, () => true);
    actor.send({ type: "NEAR_LOADER" });
    calls[0]!.resolve({ items: ["a"], page: 2, pages: 3 });
    await flush();
    calls[1]!.resolve({ items: ["b"], page: 3, pages: 3 });
    await flush();
    expect(actor.getSnapshot().value).toBe("allLoaded");
    expect(calls.map((c) => c.page)).toEqual([2, 3]);
  });

  it("page one loaded by the client is followed by page two while the marker is still near", async () => {
    const { actor, calls } = start(0, 1, undefined, () => true);
    calls[0]!.resolve({ items: ["a"], page: 1, pages: 2 });
    await flush();
    expect(actor.getSnapshot().value).toBe("loading");
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
  });

  it("the marker coming near while the last page is measured loads the next one", async () => {
    const measured: Array<(near: boolean) => void> = [];
    const loader = controlledLoader();
    const machine = createInfiniteListMachine<string>().provide({
      actors: {
        loadPage: loader.actor,
        loaderStillNear: fromPromise(() => new Promise<boolean>((resolve) => measured.push(resolve))),
      },
    });
    const actor = createActor(machine, { input: { page: 1, pages: 5 } }).start();
    actor.send({ type: "NEAR_LOADER" });
    loader.calls[0]!.resolve({ items: ["a"], page: 2, pages: 5 });
    await flush();
    expect(actor.getSnapshot().value).toBe("checkingLoader");
    actor.send({ type: "NEAR_LOADER" });
    expect(loader.calls.map((c) => c.page)).toEqual([2, 3]);
  });
});
