import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { guideTexts } from "#machines/rules/guide/guide";
import type { ListedShow } from "#machines/rules/guide/myguideShow";
import {
  isConfirmingClear,
  isInMyguide,
  isSignedIn,
  type MyguideApi,
  type MyguideInput,
  myguideMachine,
} from "./myguide";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function fakeApi(server: number[] = [], fail: Partial<Record<keyof MyguideApi, boolean>> = {}) {
  const answer = (name: keyof MyguideApi) =>
    fail[name] ? Promise.reject(new Error("500")) : Promise.resolve({ ok: true });
  return {
    load: vi.fn(() => (fail.load ? Promise.reject(new Error("500")) : Promise.resolve([...server]))),
    add: vi.fn(() => answer("add")),
    remove: vi.fn(() => answer("remove")),
    clear: vi.fn(() => answer("clear")),
  };
}

function start(input: Partial<MyguideInput> & { api: MyguideApi }) {
  const effects = {
    openLogin: vi.fn(),
    rememberPending: vi.fn(),
    scrollToTop: vi.fn(),
    pushHistory: vi.fn(),
    replaceHistory: vi.fn(),
  };
  const machine = myguideMachine.provide({
    actions: {
      openLogin: (_, params) => effects.openLogin(params.prompt),
      rememberPending: (_, params) => effects.rememberPending(params.id),
      scrollToTop: () => effects.scrollToTop(),
      pushHistory: (_, params) => effects.pushHistory(params.placeUrl),
      replaceHistory: (_, params) => effects.replaceHistory(params.placeUrl),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects, ids: () => actor.getSnapshot().context.ids };
}

/** An api whose sync answers only when the test calls `answer`. */
function heldSyncApi() {
  const held = { answer: (_ids: number[]) => {} };
  const api = { ...fakeApi(), load: vi.fn(() => new Promise<number[]>((resolve) => (held.answer = resolve))) };
  return { api, answer: (ids: number[]) => held.answer(ids) };
}

async function signedIn(api: MyguideApi, input: Partial<MyguideInput> = {}) {
  const run = start({ api, ...input });
  run.actor.send({ type: "SIGNED_IN" });
  await vi.advanceTimersByTimeAsync(100);
  return run;
}

describe("myguide sync", () => {
  it("waits for the login check before anything", () => {
    const api = fakeApi([1]);
    const { actor } = start({ api, ids: [1] });
    expect(actor.getSnapshot().matches({ session: "unknown" })).toBe(true);
    expect(api.load).not.toHaveBeenCalled();
  });

  it("signed in, syncs from the server after 100 ms", async () => {
    const api = fakeApi([4, 5]);
    const { actor, ids } = start({ api });
    actor.send({ type: "SIGNED_IN" });
    await vi.advanceTimersByTimeAsync(99);
    expect(api.load).not.toHaveBeenCalled();
    expect(isSignedIn(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ session: { signedIn: "ready" } })).toBe(true);
    expect(ids()).toEqual([4, 5]);
  });

  it("a failed sync keeps what the page knew", async () => {
    const { actor, ids } = await signedIn(fakeApi([], { load: true }), { ids: [7] });
    expect(actor.getSnapshot().matches({ session: { signedIn: "ready" } })).toBe(true);
    expect(ids()).toEqual([7]);
  });

  it("signed out, all items are removed", async () => {
    const { actor, ids } = await signedIn(fakeApi([1, 2]));
    actor.send({ type: "SIGNED_OUT" });
    expect(actor.getSnapshot().matches({ session: "signedOut" })).toBe(true);
    expect(ids()).toEqual([]);
  });

  it("signing out while waiting or loading drops the sync", async () => {
    const api = fakeApi([1]);
    const { actor, ids } = start({ api });
    actor.send({ type: "SIGNED_IN" });
    actor.send({ type: "SIGNED_OUT" });
    await vi.advanceTimersByTimeAsync(200);
    expect(api.load).not.toHaveBeenCalled();
    actor.send({ type: "SIGNED_IN" });
    await vi.advanceTimersByTimeAsync(100);
    expect(api.load).toHaveBeenCalledTimes(1);
    expect(ids()).toEqual([1]);
  });
});

describe("+myguide / -myguide", () => {
  it("adds at once and keeps it when the server agrees", async () => {
    const api = fakeApi();
    const { actor, ids } = await signedIn(api);
    actor.send({ type: "TOGGLE", id: 3 });
    expect(isInMyguide(actor.getSnapshot(), 3)).toBe(true);
    await vi.runAllTimersAsync();
    expect(api.add).toHaveBeenCalledWith(3, undefined);
    expect(ids()).toEqual([3]);
  });

  it("an add carries the card it was pressed on; a remove only the id", async () => {
    const api = fakeApi([4]);
    const { actor } = await signedIn(api);
    const card = { id: 3 } as ListedShow;
    actor.send({ type: "TOGGLE", id: 3, exhibition: card });
    actor.send({ type: "TOGGLE", id: 4, exhibition: { id: 4 } as ListedShow });
    await vi.runAllTimersAsync();
    expect(api.add).toHaveBeenCalledWith(3, card);
    expect(api.remove).toHaveBeenCalledWith(4);
  });

  it("removes at once and keeps it removed when the server agrees", async () => {
    const api = fakeApi([3, 4]);
    const { actor, ids } = await signedIn(api);
    actor.send({ type: "TOGGLE", id: 3 });
    expect(ids()).toEqual([4]);
    await vi.runAllTimersAsync();
    expect(api.remove).toHaveBeenCalledWith(3);
    expect(ids()).toEqual([4]);
  });

  it("a toggle before the sync answers is kept", async () => {
    const api = fakeApi([]);
    const { actor, ids } = start({ api, ids: [] });
    actor.send({ type: "SIGNED_IN" });
    actor.send({ type: "TOGGLE", id: 9 });
    expect(ids()).toEqual([9]);
    expect(api.add).toHaveBeenCalledWith(9, undefined);
  });

  it("a toggle while the sync is on its way wins over the sync's answer", async () => {
    const { api, answer } = heldSyncApi();
    const { actor, ids } = start({ api, ids: [1, 2] });
    actor.send({ type: "SIGNED_IN" });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: "TOGGLE", id: 1 });
    actor.send({ type: "TOGGLE", id: 6 });
    answer([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(0);
    expect(ids().sort()).toEqual([2, 3, 6]);
  });

  it("a failed add is reverted", async () => {
    const { actor, ids } = await signedIn(fakeApi([], { add: true }));
    actor.send({ type: "TOGGLE", id: 3 });
    expect(ids()).toEqual([3]);
    await vi.runAllTimersAsync();
    expect(ids()).toEqual([]);
  });

  it("a failed add says the listing was not saved, until the next toggle", async () => {
    const { actor } = await signedIn(fakeApi([], { add: true }));
    actor.send({ type: "TOGGLE", id: 3 });
    expect(actor.getSnapshot().context.notSaved).toBeNull();
    await vi.runAllTimersAsync();
    expect(isInMyguide(actor.getSnapshot(), 3)).toBe(false);
    expect(actor.getSnapshot().context.notSaved).toBe(3);
    expect(guideTexts.myguideNotSaved).toBe("Not saved. Try again.");
    actor.send({ type: "TOGGLE", id: 3 });
    expect(actor.getSnapshot().context.notSaved).toBeNull();
  });

  it("a refused remove puts the listing back and says it was not saved", async () => {
    const api = { ...fakeApi([3]), remove: vi.fn(() => Promise.reject(new Error("403"))) };
    const { actor, ids } = await signedIn(api);
    actor.send({ type: "TOGGLE", id: 3 });
    await vi.runAllTimersAsync();
    expect(ids()).toEqual([3]);
    expect(actor.getSnapshot().context.notSaved).toBe(3);
  });

  it("a saved toggle says nothing", async () => {
    const { actor } = await signedIn(fakeApi());
    actor.send({ type: "TOGGLE", id: 3 });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.notSaved).toBeNull();
  });

  it("a failed remove is reverted", async () => {
    const { actor, ids } = await signedIn(fakeApi([3], { remove: true }));
    actor.send({ type: "TOGGLE", id: 3 });
    expect(ids()).toEqual([]);
    await vi.runAllTimersAsync();
    expect(ids()).toEqual([3]);
  });

  it("signed out: the prompt, the login overlay, and the listing added once myguide loads after sign-in", async () => {
    const api = fakeApi([8]);
    const { actor, effects, ids } = start({ api });
    actor.send({ type: "SIGNED_OUT" });
    actor.send({ type: "TOGGLE", id: 3 });
    expect(actor.getSnapshot().context.message).toBe(guideTexts.myguideSignInToAdd);
    expect(effects.openLogin).toHaveBeenCalledWith(guideTexts.myguideSignInToAdd);
    expect(effects.rememberPending).toHaveBeenCalledWith(3);
    expect(ids()).toEqual([]);
    actor.send({ type: "SIGNED_IN" });
    await vi.advanceTimersByTimeAsync(100);
    expect(ids()).toEqual([8, 3]);
    expect(api.add).toHaveBeenCalledWith(3);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("a listing remembered across a sign-in that reloaded the page is added once myguide loads", async () => {
    const api = fakeApi([8]);
    const { ids } = await signedIn(api, { pendingAdd: 5 });
    expect(ids()).toEqual([8, 5]);
    expect(api.add).toHaveBeenCalledWith(5);
  });

  it("after sign-in a listing already in myguide is not added twice", async () => {
    const api = fakeApi([3]);
    const { actor, ids } = start({ api });
    actor.send({ type: "SIGNED_OUT" });
    actor.send({ type: "TOGGLE", id: 3 });
    actor.send({ type: "SIGNED_IN" });
    await vi.advanceTimersByTimeAsync(100);
    expect(ids()).toEqual([3]);
    expect(api.add).not.toHaveBeenCalled();
  });

  it("the add after sign-in is reverted when it fails", async () => {
    const { actor, ids } = start({ api: fakeApi([], { add: true }) });
    actor.send({ type: "SIGNED_OUT" });
    actor.send({ type: "TOGGLE", id: 3 });
    actor.send({ type: "SIGNED_IN" });
    await vi.runAllTimersAsync();
    expect(ids()).toEqual([]);
  });
});

describe("clear myguide", () => {
  it("asks first; Cancel leaves everything", async () => {
    const api = fakeApi([1, 2]);
    const { actor, ids } = await signedIn(api);
    actor.send({ type: "CLEAR" });
    expect(isConfirmingClear(actor.getSnapshot())).toBe(true);
    actor.send({ type: "CANCEL" });
    expect(isConfirmingClear(actor.getSnapshot())).toBe(false);
    expect(ids()).toEqual([1, 2]);
    expect(api.clear).not.toHaveBeenCalled();
  });

  it("Confirm empties at once and scrolls to the top", async () => {
    const api = fakeApi([1, 2]);
    const { actor, effects, ids } = await signedIn(api);
    actor.send({ type: "CLEAR" });
    actor.send({ type: "CONFIRM" });
    expect(ids()).toEqual([]);
    expect(effects.scrollToTop).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(api.clear).toHaveBeenCalledTimes(1);
    expect(ids()).toEqual([]);
  });

  it("a sync sent before the clear reached the server does not bring the items back", async () => {
    const { api, answer } = heldSyncApi();
    const { actor, ids } = start({ api, ids: [1, 2] });
    actor.send({ type: "SIGNED_IN" });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: "CLEAR" });
    actor.send({ type: "CONFIRM" });
    answer([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([3]);
  });

  it("a listing added again after a clear survives a sync that crossed the clear", async () => {
    const { api, answer } = heldSyncApi();
    const { actor, ids } = start({ api, ids: [1, 2] });
    actor.send({ type: "SIGNED_IN" });
    actor.send({ type: "CLEAR" });
    actor.send({ type: "CONFIRM" });
    actor.send({ type: "TOGGLE", id: 2 });
    await vi.advanceTimersByTimeAsync(100);
    answer([1, 2]);
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual([2]);
  });

  it("a failed clear puts the items back", async () => {
    const { actor, ids } = await signedIn(fakeApi([1, 2], { clear: true }));
    actor.send({ type: "CLEAR" });
    actor.send({ type: "CONFIRM" });
    await vi.runAllTimersAsync();
    expect(ids()).toEqual([1, 2]);
  });
});

describe("sorting and the place filter", () => {
  it("a sort change scrolls to the top; the same sort does nothing", async () => {
    const { actor, effects } = await signedIn(fakeApi());
    actor.send({ type: "SORT", sort: "date" });
    expect(effects.scrollToTop).not.toHaveBeenCalled();
    actor.send({ type: "SORT", sort: "city" });
    expect(actor.getSnapshot().context.sort).toBe("city");
    expect(effects.scrollToTop).toHaveBeenCalledTimes(1);
  });

  it("a filter pushes a history entry, or replaces it when asked", async () => {
    const { actor, effects } = await signedIn(fakeApi());
    actor.send({ type: "FILTER", placeUrl: "berlin" });
    expect(actor.getSnapshot().context.placeUrl).toBe("berlin");
    expect(effects.pushHistory).toHaveBeenCalledWith("berlin");
    actor.send({ type: "FILTER", placeUrl: "paris", history: "replace" });
    expect(effects.replaceHistory).toHaveBeenCalledWith("paris");
    expect(effects.pushHistory).toHaveBeenCalledTimes(1);
  });

  it("back navigation restores filter and sort without a new entry", async () => {
    const { actor, effects } = await signedIn(fakeApi(), { placeUrl: "paris", sort: "city" });
    actor.send({ type: "RESTORE", placeUrl: null, sort: "date" });
    expect(actor.getSnapshot().context).toMatchObject({ placeUrl: null, sort: "date" });
    expect(effects.pushHistory).not.toHaveBeenCalled();
    expect(effects.replaceHistory).not.toHaveBeenCalled();
  });

  it("a list emptied under a filter says so and drops the filter after 500 ms, replacing the entry", async () => {
    const { actor, effects } = await signedIn(fakeApi(), { placeUrl: "berlin" });
    actor.send({ type: "PLACE_EMPTIED" });
    expect(actor.getSnapshot().context.message).toBe(guideTexts.myguideRedirecting);
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().context.placeUrl).toBe("berlin");
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context).toMatchObject({ placeUrl: null, message: null });
    expect(effects.replaceHistory).toHaveBeenCalledWith(null);
  });

  it("an empty list without a filter stays put", async () => {
    const { actor, effects } = await signedIn(fakeApi());
    actor.send({ type: "PLACE_EMPTIED" });
    await vi.advanceTimersByTimeAsync(600);
    expect(actor.getSnapshot().matches({ view: "showing" })).toBe(true);
    expect(effects.replaceHistory).not.toHaveBeenCalled();
  });

  it("choosing a place while redirecting cancels the redirect", async () => {
    const { actor, effects } = await signedIn(fakeApi(), { placeUrl: "berlin" });
    actor.send({ type: "PLACE_EMPTIED" });
    actor.send({ type: "FILTER", placeUrl: "paris" });
    await vi.advanceTimersByTimeAsync(600);
    expect(actor.getSnapshot().context.placeUrl).toBe("paris");
    expect(effects.replaceHistory).not.toHaveBeenCalled();
  });
});
