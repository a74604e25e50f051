import { describe, expect, it } from "vitest";
import { createActor, fromPromise, setup, toPromise } from "xstate";
import { unprovided } from "./unprovided";

describe("an actor the UI must provide", () => {
  it("fails with its name when a machine runs it unprovided", async () => {
    const machine = setup({ actors: { loadPage: unprovided<number>("loadPage") } }).createMachine({
      invoke: { src: "loadPage", onError: { target: ".failed" } },
      initial: "waiting",
      states: { waiting: {}, failed: { type: "final" } },
    });
    const actor = createActor(machine.provide({})).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe("failed");
  });

  it("names the actor in its error", async () => {
    const actor = createActor(unprovided<number>("fetchCart")).start();
    await expect(toPromise(actor)).rejects.toThrow(
      'The actor "fetchCart" must be provided by the UI (machine.provide).',
    );
  });

  it("is replaced by what the UI provides", async () => {
    const machine = setup({ actors: { loadPage: unprovided<number>("loadPage") } }).createMachine({
      invoke: { src: "loadPage", onDone: { target: ".loaded" } },
      initial: "waiting",
      states: { waiting: {}, loaded: { type: "final" } },
    });
    const actor = createActor(machine.provide({ actors: { loadPage: fromPromise(async () => 7) } })).start();
    await toPromise(actor);
    expect(actor.getSnapshot().value).toBe("loaded");
  });
});
