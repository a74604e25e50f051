import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { ACTIVATION_WAIT_MS, TAKEOVER_WAIT_MS, versionTakeoverMachine } from "./versionTakeover";

function follow(workerState: ServiceWorkerState | null = "installed") {
  const calls: string[] = [];
  const machine = versionTakeoverMachine.provide({
    actions: {
      skipWaiting: () => calls.push("skipWaiting"),
      followLink: () => calls.push("followLink"),
    },
  });
  const actor = createActor(machine, { input: { workerState } }).start();
  return { actor, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a link followed while a new version waits", () => {
  it("asks the new version to take over, and loads the link as soon as it has", () => {
    const { actor, calls } = follow();
    expect(calls).toEqual(["skipWaiting"]);
    vi.advanceTimersByTime(800);
    actor.send({ type: "TOOK_OVER" });
    expect(calls).toEqual(["skipWaiting", "followLink"]);
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("loads the link anyway after the takeover wait when the new version has not started taking over", () => {
    const { calls } = follow("installed");
    vi.advanceTimersByTime(TAKEOVER_WAIT_MS - 1);
    expect(calls).toEqual(["skipWaiting"]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["skipWaiting", "followLink"]);
  });

  it("waits longer for a takeover already under way, and loads the link when it ends", () => {
    const { actor, calls } = follow("installed");
    vi.advanceTimersByTime(1000);
    actor.send({ type: "WORKER_STATE", state: "activating" });
    vi.advanceTimersByTime(TAKEOVER_WAIT_MS);
    expect(actor.getSnapshot().value).toBe("activating");
    expect(calls).toEqual(["skipWaiting"]);
    vi.advanceTimersByTime(2000);
    actor.send({ type: "TOOK_OVER" });
    expect(calls).toEqual(["skipWaiting", "followLink"]);
  });

  it("loads the link after the activation wait as a last resort", () => {
    const { calls } = follow("activating");
    vi.advanceTimersByTime(TAKEOVER_WAIT_MS + ACTIVATION_WAIT_MS - 1);
    expect(calls).toEqual(["skipWaiting"]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["skipWaiting", "followLink"]);
  });

  it("loads the link again when the takeover comes just after the wait: that first load was seen never to finish", () => {
    const { actor, calls } = follow("installed");
    vi.advanceTimersByTime(TAKEOVER_WAIT_MS);
    expect(calls).toEqual(["skipWaiting", "followLink"]);
    actor.send({ type: "TOOK_OVER" });
    expect(calls).toEqual(["skipWaiting", "followLink", "followLink"]);
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("loads the link once when the takeover came first, whatever arrives after", () => {
    const { actor, calls } = follow("installed");
    actor.send({ type: "TOOK_OVER" });
    actor.send({ type: "TOOK_OVER" });
    vi.advanceTimersByTime(TAKEOVER_WAIT_MS + ACTIVATION_WAIT_MS);
    expect(calls.filter((c) => c === "followLink")).toHaveLength(1);
  });

  it("loads the link once after the activation wait, even if the takeover then comes", () => {
    const { actor, calls } = follow("activating");
    vi.advanceTimersByTime(TAKEOVER_WAIT_MS + ACTIVATION_WAIT_MS);
    actor.send({ type: "TOOK_OVER" });
    expect(calls.filter((c) => c === "followLink")).toHaveLength(1);
  });
});
