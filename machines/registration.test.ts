import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { deferred } from "#tests/helpers/deferred";
import {
  isCaptchaShown,
  isRunning,
  type RegisterAnswer,
  type RegistrationInput,
  registrationMachine,
} from "./registration";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(
  answer: () => Promise<RegisterAnswer>,
  input: RegistrationInput = { email: "new@example.com", origin: "register" },
  signIn = async () => {},
) {
  const registered: unknown[] = [];
  const signedIn: unknown[] = [];
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        register: fromPromise(async ({ input: payload }) => {
          registered.push(payload);
          return answer();
        }),
        signIn: fromPromise(async ({ input: payload }) => {
          signedIn.push(payload);
          return signIn();
        }),
      },
    }),
    { input },
  ).start();
  return { actor, registered, signedIn };
}

type Actor = ReturnType<typeof start>["actor"];
const ok = async () => ({ ok: true, message: "Thank you for registering. You are now signed in." });

function fill(actor: Actor, password = "long enough", confirmation = password, captcha = "token") {
  actor.send({ type: "PASSWORD_CHANGED", value: password });
  actor.send({ type: "CONFIRMATION_CHANGED", value: confirmation });
  if (captcha) actor.send({ type: "CAPTCHA_SOLVED", token: captcha });
}

describe("registration: live password rules", () => {
  it("a short password gives 'Your password must be at least 8 characters long.'", () => {
    const { actor } = start(ok);
    actor.send({ type: "PASSWORD_CHANGED", value: "short" });
    expect(actor.getSnapshot().context.message).toBe("Your password must be at least 8 characters long.");
    actor.send({ type: "PASSWORD_CHANGED", value: "long enough" });
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("the confirmation is checked once it is at least as long as the password", () => {
    const { actor } = start(ok);
    actor.send({ type: "PASSWORD_CHANGED", value: "long enough" });
    actor.send({ type: "CONFIRMATION_CHANGED", value: "long enou" });
    expect(actor.getSnapshot().context.message).toBeNull();
    actor.send({ type: "CONFIRMATION_CHANGED", value: "long enougX" });
    expect(actor.getSnapshot().context.message).toBe("Your passwords do not match.");
    actor.send({ type: "CONFIRMATION_CHANGED", value: "long enough" });
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("the sign-in variant says 'The passwords do not match.' while typing", () => {
    const { actor } = start(ok, { email: "a@example.com", origin: "reset", variant: "signIn" });
    actor.send({ type: "PASSWORD_CHANGED", value: "long enough" });
    actor.send({ type: "CONFIRMATION_CHANGED", value: "long enougX" });
    expect(actor.getSnapshot().context.message).toBe("The passwords do not match.");
  });
});

describe("registration: the captcha", () => {
  it("shows once an e-mail has been typed", () => {
    const { actor } = start(ok, { origin: "footer-newsletter", withPassword: false });
    expect(isCaptchaShown(actor.getSnapshot())).toBe(false);
    actor.send({ type: "EMAIL_CHANGED", value: "a" });
    expect(isCaptchaShown(actor.getSnapshot())).toBe(true);
  });

  it("submit is blocked while the captcha is incomplete, with the captcha message", () => {
    const { actor, registered } = start(ok);
    fill(actor, "long enough", "long enough", "");
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.message).toBe("Please complete the captcha challenge.");
    expect(registered).toEqual([]);
    actor.send({ type: "CAPTCHA_SOLVED", token: "t" });
    expect(actor.getSnapshot().context.message).toBeNull();
    actor.send({ type: "CAPTCHA_EXPIRED" });
    actor.send({ type: "SUBMIT" });
    expect(registered).toEqual([]);
  });
});

describe("registration: the footer's e-mail", () => {
  it("is asked for before the captcha, which is not on screen until one is typed", () => {
    const { actor, registered } = start(ok, { origin: "footer-newsletter", withPassword: false });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.message).toBe("Please enter your e-mail address.");
    actor.send({ type: "EMAIL_CHANGED", value: "bad" });
    expect(actor.getSnapshot().context.message).toBeNull();
    actor.send({ type: "CAPTCHA_SOLVED", token: "t" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.message).toBe("Please enter a valid email.");
    expect(registered).toEqual([]);
    actor.send({ type: "EMAIL_CHANGED", value: "fan@example.com" });
    actor.send({ type: "SUBMIT" });
    expect(registered).toHaveLength(1);
  });
});

describe("registration: submit", () => {
  it("is blocked with the password messages when the password is short or unconfirmed", () => {
    const { actor, registered } = start(ok);
    fill(actor, "short", "short");
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.message).toBe("Your password must be at least 8 characters long.");
    fill(actor, "long enough", "");
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.message).toBe("Your passwords do not match.");
    expect(registered).toEqual([]);
  });

  it("is blocked while a server error shows, until the reader changes something", async () => {
    const { actor, registered } = start(async () => ({ ok: false, message: "Server says no." }));
    fill(actor);
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.registrationError).toBe("Server says no.");
    // The captcha reset after the error; solving it again clears the error.
    actor.send({ type: "SUBMIT" });
    expect(registered).toHaveLength(1);
    actor.send({ type: "CAPTCHA_SOLVED", token: "again" });
    expect(actor.getSnapshot().context.registrationError).toBeNull();
    actor.send({ type: "SUBMIT" });
    expect(registered).toHaveLength(2);
  });

  it("after success signs in with the same credentials, without a reload, and clears the fields", async () => {
    const pending = deferred<RegisterAnswer>();
    const { actor, registered, signedIn } = start(() => pending.promise);
    fill(actor);
    actor.send({ type: "SUBMIT" });
    expect(isRunning(actor.getSnapshot())).toBe(true);
    pending.resolve({ ok: true, message: "Welcome." });
    await vi.runAllTimersAsync();
    expect(registered).toEqual([
      { email: "new@example.com", password: "long enough", origin: "register", captchaToken: "token" },
    ]);
    expect(signedIn).toEqual([{ username: "new@example.com", password: "long enough" }]);
    expect(actor.getSnapshot().value).toBe("registered");
    expect(actor.getSnapshot().context).toMatchObject({
      password: "",
      confirmation: "",
      captchaToken: "",
      email: "",
      registrationMessage: "Welcome.",
    });
  });

  it("stays registered when the automatic sign-in fails", async () => {
    const { actor } = start(ok, undefined, async () => {
      throw new Error("offline");
    });
    fill(actor);
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("registered");
  });

  it("a server error shows its text and resets the captcha", async () => {
    const { actor } = start(async () => ({
      ok: false,
      message: "An account with this e-mail already exists. Please sign in.",
    }));
    fill(actor);
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context).toMatchObject({
      registrationError: "An account with this e-mail already exists. Please sign in.",
      captchaToken: "",
      captchaResets: 1,
    });
  });

  it("a network failure shows 'There was an error processing your request.'", async () => {
    const { actor } = start(async () => {
      throw new Error("offline");
    });
    fill(actor);
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.registrationError).toBe("There was an error processing your request.");
    expect(actor.getSnapshot().context.captchaResets).toBe(1);
  });

  it("the footer variant sends no password and does not sign in", async () => {
    const { actor, registered, signedIn } = start(ok, { origin: "footer-newsletter", withPassword: false });
    actor.send({ type: "EMAIL_CHANGED", value: "fan@example.com" });
    actor.send({ type: "CAPTCHA_SOLVED", token: "t" });
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(registered).toEqual([
      { email: "fan@example.com", password: undefined, origin: "footer-newsletter", captchaToken: "t" },
    ]);
    expect(signedIn).toEqual([]);
    expect(actor.getSnapshot().value).toBe("registered");
  });
});
