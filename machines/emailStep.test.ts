import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { emailStepMachine, type UserSearchAnswer } from "./emailStep";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(answer: UserSearchAnswer | Error) {
  const searched: string[] = [];
  const actor = createActor(
    emailStepMachine.provide({
      actors: {
        searchUser: fromPromise(async ({ input }: { input: { email: string } }) => {
          searched.push(input.email);
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
  ).start();
  return { actor, searched };
}

async function submit(actor: ReturnType<typeof start>["actor"], email: string) {
  actor.send({ type: "EMAIL_CHANGED", value: email });
  actor.send({ type: "SUBMIT" });
  await vi.runAllTimersAsync();
}

describe("e-mail step", () => {
  it("starts not searched", () => {
    expect(start({ found: false, valid: true }).actor.getSnapshot().value).toBe("notSearched");
  });

  it("an empty field gives 'Please enter an email or username.' and does not search", async () => {
    const { actor, searched } = start({ found: true, valid: true });
    await submit(actor, "   ");
    expect(actor.getSnapshot().value).toBe("notSearched");
    expect(actor.getSnapshot().context.message).toBe("Please enter an email or username.");
    expect(searched).toEqual([]);
  });

  it("a refused look-up shows the server's message and stays on the e-mail step", async () => {
    const { actor } = start({
      found: false,
      valid: false,
      refusal: "Too many attempts. Please wait 15 minutes and try again.",
    });
    await submit(actor, "reader@example.com");
    expect(actor.getSnapshot().value).toBe("notSearched");
    expect(actor.getSnapshot().context.message).toBe("Too many attempts. Please wait 15 minutes and try again.");
    expect(actor.getSnapshot().context.email).toBe("reader@example.com");
  });

  it("found: the sign-in password step follows", async () => {
    const { actor, searched } = start({ found: true, valid: true });
    await submit(actor, " reader@example.com ");
    expect(actor.getSnapshot().value).toEqual({ searched: "found" });
    expect(searched).toEqual(["reader@example.com"]);
  });

  it("not found and valid: the create-account step follows", async () => {
    const { actor } = start({ found: false, valid: true });
    await submit(actor, "new@example.com");
    expect(actor.getSnapshot().value).toEqual({ searched: "notFound" });
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("not valid: 'Please enter a valid email.'; a second submit searches again", async () => {
    const { actor, searched } = start({ found: false, valid: false });
    await submit(actor, "nobody");
    expect(actor.getSnapshot().value).toEqual({ searched: "notValid" });
    expect(actor.getSnapshot().context.message).toBe("Please enter a valid email.");
    await submit(actor, "nobody2");
    expect(searched).toEqual(["nobody", "nobody2"]);
  });

  it("emptying the field resets to not searched", async () => {
    const { actor } = start({ found: true, valid: true });
    await submit(actor, "reader");
    actor.send({ type: "EMAIL_CHANGED", value: "" });
    expect(actor.getSnapshot().value).toBe("notSearched");
    expect(actor.getSnapshot().context).toEqual({ email: "", message: null });
  });

  it("a failed look-up shows the network message and stays not searched", async () => {
    const { actor } = start(new Error("offline"));
    await submit(actor, "reader");
    expect(actor.getSnapshot().value).toBe("notSearched");
    expect(actor.getSnapshot().context.message).toBe("There was an error processing your request.");
  });
});

describe("change e-mail", () => {
  it("goes back to the e-mail step from the step that followed, keeping the address to correct", async () => {
    const actor = createActor(
      emailStepMachine.provide({
        actors: { searchUser: fromPromise(async (): Promise<UserSearchAnswer> => ({ found: false, valid: true })) },
      }),
    ).start();
    actor.send({ type: "EMAIL_CHANGED", value: "reader@exmaple.com" });
    actor.send({ type: "SUBMIT" });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ searched: "notFound" })).toBe(true));
    actor.send({ type: "CHANGE_EMAIL" });
    expect(actor.getSnapshot().value).toBe("notSearched");
    expect(actor.getSnapshot().context.email).toBe("reader@exmaple.com");
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});
