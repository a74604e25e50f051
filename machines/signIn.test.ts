import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { deferred } from "#tests/helpers/deferred";
import { type LoginAnswer, signInMachine } from "./signIn";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(answer: () => Promise<LoginAnswer>, input: { reload?: boolean; captchaRequired?: boolean } = {}) {
  const calls: unknown[] = [];
  const announced = vi.fn();
  const reloaded = vi.fn();
  const actor = createActor(
    signInMachine.provide({
      actors: {
        login: fromPromise(async ({ input: payload }) => {
          calls.push(payload);
          return answer();
        }),
      },
      actions: { announceSignedIn: announced, reloadPage: reloaded },
    }),
    { input },
  ).start();
  return { actor, calls, announced, reloaded };
}

function fill(actor: ReturnType<typeof start>["actor"], username = "reader", password = "reader-password-1") {
  actor.send({ type: "USERNAME_CHANGED", value: username });
  actor.send({ type: "PASSWORD_CHANGED", value: password });
}

describe("sign-in", () => {
  it("a submit does nothing while the form is disabled (a field empty)", async () => {
    const { actor, calls } = start(async () => ({ ok: true, username: "reader", email: "r@example.com" }));
    actor.send({ type: "SUBMIT" });
    fill(actor, "reader", "");
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(calls).toEqual([]);
  });

  it("a submit does nothing while the call is in flight", async () => {
    const pending = deferred<LoginAnswer>();
    const { actor, calls } = start(() => pending.promise);
    fill(actor);
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("submitting");
    expect(calls).toEqual([{ _username: "reader", _password: "reader-password-1", reload: true }]);
    pending.resolve({ ok: true, username: "reader", email: "r@example.com" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("signedIn");
  });

  it("signed in: announced, and the page reloads by default", async () => {
    const { actor, announced, reloaded } = start(async () => ({
      ok: true,
      username: "reader",
      email: "r@example.com",
    }));
    fill(actor);
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().status).toBe("done");
    expect(announced).toHaveBeenCalledTimes(1);
    expect(reloaded).toHaveBeenCalledTimes(1);
  });

  it("with reload false the page stays", async () => {
    const { actor, calls, reloaded, announced } = start(
      async () => ({ ok: true, username: "reader", email: "r@example.com" }),
      { reload: false },
    );
    fill(actor);
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(calls).toEqual([{ _username: "reader", _password: "reader-password-1", reload: false }]);
    expect(announced).toHaveBeenCalledTimes(1);
    expect(reloaded).not.toHaveBeenCalled();
  });

  it("a refused sign-in shows the server's message and empties the password", async () => {
    const message = "You have entered an invalid username or password. Please try again.";
    const { actor } = start(async () => ({ ok: false, message }));
    fill(actor);
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.loginMessage).toBe(message);
    expect(actor.getSnapshot().context.password).toBe("");
    expect(actor.getSnapshot().context.username).toBe("reader");
  });

  it("a network failure shows 'There was an error processing your request.'", async () => {
    const { actor } = start(async () => {
      throw new Error("offline");
    });
    fill(actor);
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.loginMessage).toBe("There was an error processing your request.");
  });
});

describe("sign-in after repeated failures to the account", () => {
  const asked = "There were several failed sign-ins to this account. Please complete the captcha challenge to sign in.";

  it("shows the captcha when the server asks, waits for it, sends it once and starts it over after the answer", async () => {
    const answers: LoginAnswer[] = [
      { ok: false, message: asked, captchaRequired: true },
      { ok: false, message: "You have entered an invalid username or password. Please try again." },
      { ok: true, username: "reader", email: "reader@example.org" },
    ];
    const { actor, calls } = start(async () => answers.shift() ?? { ok: false, message: "none" });
    fill(actor);
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context).toMatchObject({ loginMessage: asked, captchaRequired: true, captchaRound: 1 });
    expect(calls[0]).not.toHaveProperty("g_recaptcha_response");

    // Password typed again, captcha not yet complete: the submit waits.
    actor.send({ type: "PASSWORD_CHANGED", value: "reader-password-1" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(calls).toHaveLength(1);

    actor.send({ type: "CAPTCHA_CHANGED", token: "challenge~7" });
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(calls[1]).toMatchObject({ g_recaptcha_response: "challenge~7" });
    // Still asked after a wrong password; the used token is gone and the box starts over.
    expect(actor.getSnapshot().context).toMatchObject({ captchaRequired: true, captchaToken: "", captchaRound: 2 });

    actor.send({ type: "PASSWORD_CHANGED", value: "reader-password-1" });
    actor.send({ type: "CAPTCHA_CHANGED", token: "challenge2~9" });
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("signedIn");
  });

  it("a form the server rendered with the captcha (no JavaScript before) asks for it from the start", () => {
    const { actor, calls } = start(async () => ({ ok: true, username: "r", email: "r@example.org" }), {
      captchaRequired: true,
    });
    fill(actor);
    actor.send({ type: "SUBMIT" });
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().context.captchaRequired).toBe(true);
  });
});
