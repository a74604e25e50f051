import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { loginStatusMachine, type TokenCheckAnswer, userIsLoggedIn } from "./loginStatus";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(answer: () => Promise<TokenCheckAnswer>) {
  return createActor(loginStatusMachine.provide({ actors: { tokenCheck: fromPromise(answer) } })).start();
}

describe("login status", () => {
  it("is unchecked until the token check answers", () => {
    const actor = start(() => new Promise(() => {}));
    expect(actor.getSnapshot().value).toBe("unchecked");
    expect(actor.getSnapshot().context.hasCheckedLogin).toBe(false);
  });

  it("logged in after a positive token check", async () => {
    const actor = start(async () => ({ ok: true, data: { username: "reader", email: "r@example.com" } }));
    await vi.runAllTimersAsync();
    expect(userIsLoggedIn(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ hasCheckedLogin: true, username: "reader", email: "r@example.com" });
  });

  it("logged out after a negative token check, or a failed one", async () => {
    for (const answer of [async () => ({ ok: false }) as const, async () => Promise.reject(new Error("offline"))]) {
      const actor = start(answer);
      await vi.runAllTimersAsync();
      expect(actor.getSnapshot().value).toBe("loggedOut");
      expect(actor.getSnapshot().context.hasCheckedLogin).toBe(true);
    }
  });

  it("follows the reader signing in and out", async () => {
    const actor = start(async () => ({ ok: false }));
    await vi.runAllTimersAsync();
    actor.send({ type: "SIGNED_IN", username: "new", email: "new@example.com" });
    expect(actor.getSnapshot().value).toBe("loggedIn");
    expect(actor.getSnapshot().context.username).toBe("new");
    actor.send({ type: "SIGNED_OUT" });
    expect(actor.getSnapshot().value).toBe("loggedOut");
    expect(actor.getSnapshot().context.username).toBeNull();
  });
});
