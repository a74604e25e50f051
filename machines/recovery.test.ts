import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type RecoverAnswer, recoveryMachine } from "./recovery";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(answer: () => Promise<RecoverAnswer>) {
  const calls: unknown[] = [];
  const actor = createActor(
    recoveryMachine.provide({
      actors: {
        recover: fromPromise(async ({ input }) => {
          calls.push(input);
          return answer();
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe("password recovery", () => {
  it("without a captcha the form is silently not submitted", () => {
    const { actor, calls } = start(async () => ({}));
    actor.send({ type: "EMAIL_CHANGED", value: "reader@example.com" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("unsent");
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
    expect(calls).toEqual([]);
  });

  it("unsent → sent once the server accepts", async () => {
    const { actor, calls } = start(async () => ({}));
    actor.send({ type: "EMAIL_CHANGED", value: " reader@example.com " });
    actor.send({ type: "CAPTCHA_SOLVED", token: "t" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("sending");
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("sent");
    expect(calls).toEqual([{ email: "reader@example.com", captchaToken: "t" }]);
  });

  it("an expired captcha blocks the submit again", () => {
    const { actor, calls } = start(async () => ({}));
    actor.send({ type: "CAPTCHA_SOLVED", token: "t" });
    actor.send({ type: "CAPTCHA_EXPIRED" });
    actor.send({ type: "SUBMIT" });
    expect(calls).toEqual([]);
  });

  it("the server's errorMessage shows in the alert line and the captcha resets", async () => {
    const { actor } = start(async () => ({ errorMessage: "Please complete the captcha challenge." }));
    actor.send({ type: "CAPTCHA_SOLVED", token: "t" });
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("unsent");
    expect(actor.getSnapshot().context).toMatchObject({
      errorMessage: "Please complete the captcha challenge.",
      captchaToken: "",
      captchaResets: 1,
    });
  });

  it("a network failure shows 'There was an error processing your request.'", async () => {
    const { actor } = start(async () => {
      throw new Error("offline");
    });
    actor.send({ type: "CAPTCHA_SOLVED", token: "t" });
    actor.send({ type: "SUBMIT" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.errorMessage).toBe("There was an error processing your request.");
  });
});
