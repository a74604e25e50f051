import { afterEach, describe, expect, it, vi } from "vitest";
import { assign, setup } from "xstate";
import { LazyActor, readLazy, startLazyActorOn } from "./lazyActor";

/** A small machine that records the events it received, in order. */
const recorder = setup({
  types: { context: {} as { seen: string[] }, events: {} as { type: "NOTE"; text: string } | { type: "OPEN" } },
}).createMachine({
  initial: "closed",
  context: { seen: [] },
  on: { NOTE: { actions: assign({ seen: ({ context, event }) => [...context.seen, event.text] }) } },
  states: { closed: { on: { OPEN: "open" } }, open: {} },
});

describe("LazyActor", () => {
  it("loads nothing until the first event, then delivers queued events in order", async () => {
    let loads = 0;
    const lazy = new LazyActor(async () => {
      loads += 1;
      return recorder;
    });
    expect(loads).toBe(0);
    expect(lazy.started).toBe(false);
    lazy.send({ type: "NOTE", text: "first" });
    lazy.send({ type: "NOTE", text: "second" });
    lazy.send({ type: "OPEN" });
    const actor = (await lazy.start())!;
    expect(loads).toBe(1);
    expect(actor.getSnapshot().context.seen).toEqual(["first", "second"]);
    expect(actor.getSnapshot().value).toBe("open");
    lazy.send({ type: "NOTE", text: "third" });
    expect(lazy.getSnapshot()?.context.seen).toEqual(["first", "second", "third"]);
  });

  it("knows a machine started when idle from one a reader waits on: its first answer may wait for a transition", async () => {
    const idle = new LazyActor(async () => recorder);
    await idle.startInBackground();
    expect(idle.startedInBackground).toBe(true);
    // The reader's first event: from now on they wait on its answers.
    idle.send({ type: "OPEN" });
    expect(idle.startedInBackground).toBe(false);
    expect(idle.getSnapshot()?.value).toBe("open");

    // An event sent while the idle start loads makes the reader wait on it too.
    const raced = new LazyActor(async () => recorder);
    const starting = raced.startInBackground();
    raced.send({ type: "NOTE", text: "clicked" });
    await starting;
    expect(raced.startedInBackground).toBe(false);

    // Started by an event, or by start(), it never was in the background.
    const used = new LazyActor(async () => recorder);
    await used.start();
    expect(used.startedInBackground).toBe(false);
    expect(used.started).toBe(true);
  });

  it("start() alone starts the machine in its initial state and notifies subscribers", async () => {
    const lazy = new LazyActor(async () => recorder);
    let notified = 0;
    lazy.subscribe(() => (notified += 1));
    await lazy.start();
    expect(lazy.getSnapshot()?.value).toBe("closed");
    expect(notified).toBeGreaterThan(0);
  });

  it("after a failed load the next event loads again, keeping the queued events", async () => {
    let attempt = 0;
    const lazy = new LazyActor(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error("offline");
      return recorder;
    });
    const errors = console.error;
    console.error = () => {};
    try {
      lazy.send({ type: "NOTE", text: "kept" });
      await expect(lazy.start()).rejects.toThrow("offline");
      lazy.send({ type: "NOTE", text: "after" });
      await lazy.start();
    } finally {
      console.error = errors;
    }
    expect(lazy.getSnapshot()?.context.seen).toEqual(["kept", "after"]);
  });

  it("stop() ends the actor; a later event starts a fresh one", async () => {
    const lazy = new LazyActor(async () => recorder);
    lazy.send({ type: "NOTE", text: "old" });
    await lazy.start();
    lazy.stop();
    expect(lazy.started).toBe(false);
    lazy.send({ type: "NOTE", text: "new" });
    await lazy.start();
    expect(lazy.getSnapshot()?.context.seen).toEqual(["new"]);
  });

  it("stop() before the machine has loaded is silent: start() resolves to null and nothing runs", async () => {
    let release: () => void = () => {};
    const lazy = new LazyActor(() => new Promise<typeof recorder>((resolve) => (release = () => resolve(recorder))));
    const starting = lazy.start();
    lazy.stop();
    release();
    await expect(starting).resolves.toBeNull();
    expect(lazy.started).toBe(false);
  });

  it("stop() before a failed load has finished is silent too", async () => {
    let fail: () => void = () => {};
    const lazy = new LazyActor(
      () => new Promise<typeof recorder>((_, reject) => (fail = () => reject(new Error("offline")))),
    );
    const starting = lazy.start();
    lazy.stop();
    fail();
    await expect(starting).resolves.toBeNull();
  });
});

describe("readLazy (what useLazySelector returns)", () => {
  it("answers the before-start value, then the running machine's", async () => {
    const lazy = new LazyActor(async () => recorder);
    const kept = { current: null };
    const isOpen = (s: { matches: (v: "open") => boolean }) => s.matches("open");
    expect(readLazy(lazy, isOpen, false, Object.is, kept)).toBe(false);
    lazy.send({ type: "OPEN" });
    expect(readLazy(lazy, isOpen, false, Object.is, kept)).toBe(false);
    await lazy.start();
    expect(readLazy(lazy, isOpen, false, Object.is, kept)).toBe(true);
  });

  it("keeps the previous answer while compare says it is equal", async () => {
    const lazy = new LazyActor(async () => recorder);
    await lazy.start();
    const kept = { current: null };
    const view = (s: { context: { seen: string[] } }) => ({ count: s.context.seen.length > 0 ? 1 : 0 });
    const same = (a: { count: number }, b: { count: number }) => a.count === b.count;
    const before = { count: 0 };
    const first = readLazy(lazy, view, before, same, kept);
    lazy.send({ type: "NOTE", text: "a" });
    const second = readLazy(lazy, view, before, same, kept);
    lazy.send({ type: "NOTE", text: "b" });
    const third = readLazy(lazy, view, before, same, kept);
    expect(second).not.toBe(first);
    expect(third).toBe(second);
  });
});

describe("when a machine starts (startOn)", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A loaded page left alone (its settle wait already over) with an idle callback the test fires, and a document that takes events. */
  function browser() {
    const idle: (() => void)[] = [];
    const page = new EventTarget();
    vi.stubGlobal("window", {
      // The settle wait is whenSettled's own test; here it ends at once.
      setTimeout: (run: () => void) => {
        run();
        return 0;
      },
      clearTimeout: () => {},
      addEventListener: page.addEventListener.bind(page),
      removeEventListener: page.removeEventListener.bind(page),
      requestIdleCallback: (run: () => void) => idle.push(run),
      cancelIdleCallback: () => idle.splice(0),
    });
    const document = Object.assign(new EventTarget(), { readyState: "complete" });
    vi.stubGlobal("document", document);
    return {
      fireIdle: () => {
        for (const run of idle.splice(0)) run();
      },
    };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("interaction: nothing starts it but its first event", async () => {
    const { fireIdle } = browser();
    const lazy = new LazyActor(async () => recorder);
    startLazyActorOn(lazy, "interaction");
    fireIdle();
    document.dispatchEvent(new Event("pointerdown"));
    await settled();
    expect(lazy.started).toBe(false);
  });

  it("settled: starts once the page has settled and the browser is idle, not before; cleanup cancels it", async () => {
    const { fireIdle } = browser();
    const lazy = new LazyActor(async () => recorder);
    startLazyActorOn(lazy, "settled");
    document.dispatchEvent(new Event("pointerdown"));
    await settled();
    expect(lazy.started).toBe(false);
    fireIdle();
    await settled();
    expect(lazy.started).toBe(true);

    const other = new LazyActor(async () => recorder);
    startLazyActorOn(other, "settled")();
    fireIdle();
    await settled();
    expect(other.started).toBe(false);
  });

  it("pageInteraction: the reader's first key, focus or pointer anywhere starts it, before the page is idle", async () => {
    browser();
    const lazy = new LazyActor(async () => recorder);
    lazy.sendWhenStarted({ type: "NOTE", text: "waiting" });
    startLazyActorOn(lazy, "pageInteraction");
    document.dispatchEvent(new Event("keydown"));
    await settled();
    expect(lazy.getSnapshot()?.context.seen).toEqual(["waiting"]);
  });
});
