import { assign, setup } from "xstate";
import { accountTexts } from "#machines/rules/account/account";
import { unprovided } from "#machines/unprovided";

/**
 * The e-mail step: one field for an e-mail
 * address or username and a continue button. Not searched, then searched:
 * found leads to the sign-in password step, not found and valid to the
 * create-account step, not valid to "Please enter a valid email.". Emptying
 * the field resets to not searched. A refused look-up (too many from one
 * address) shows the server's message and stays not searched. "Change
 * e-mail" goes back from any step that followed, the address kept to correct. The look-up
 * (GET /user/search) is an actor the UI provides.
 */
export interface UserSearchAnswer {
  found: boolean;
  valid: boolean;
  /** The server's refusal (too many look-ups from this address): shown, and the step stays open. */
  refusal?: string;
}

export interface EmailStepContext {
  email: string;
  message: string | null;
}

export type EmailStepEvent = { type: "EMAIL_CHANGED"; value: string } | { type: "SUBMIT" } | { type: "CHANGE_EMAIL" };

export const emailStepMachine = setup({
  types: {
    context: {} as EmailStepContext,
    events: {} as EmailStepEvent,
  },
  actors: {
    searchUser: unprovided<UserSearchAnswer, { email: string }>("searchUser"),
  },
  guards: {
    isEmpty: ({ context }) => context.email.trim() === "",
    emptiedField: ({ event }) => event.type === "EMAIL_CHANGED" && event.value.trim() === "",
    refused: (_, answer: UserSearchAnswer) => !!answer.refusal,
    found: (_, answer: UserSearchAnswer) => answer.found,
    validEmail: (_, answer: UserSearchAnswer) => answer.valid,
  },
}).createMachine({
  id: "emailStep",
  initial: "notSearched",
  context: { email: "", message: null },
  on: {
    EMAIL_CHANGED: [
      { guard: "emptiedField", target: ".notSearched", actions: assign({ email: "", message: null }) },
      { actions: assign({ email: ({ event }) => event.value }) },
    ],
  },
  states: {
    notSearched: {
      on: {
        SUBMIT: [
          { guard: "isEmpty", actions: assign({ message: accountTexts.emptyEmail }) },
          { target: "searching", actions: assign({ message: null }) },
        ],
      },
    },
    searching: {
      invoke: {
        src: "searchUser",
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: { type: "refused", params: ({ event }) => event.output },
            target: "notSearched",
            actions: assign({ message: ({ event }) => event.output.refusal ?? accountTexts.tooManyTries }),
          },
          { guard: { type: "found", params: ({ event }) => event.output }, target: "searched.found" },
          { guard: { type: "validEmail", params: ({ event }) => event.output }, target: "searched.notFound" },
          { target: "searched.notValid", actions: assign({ message: accountTexts.invalidEmail }) },
        ],
        onError: { target: "notSearched", actions: assign({ message: accountTexts.networkError }) },
      },
    },
    searched: {
      initial: "found",
      on: { CHANGE_EMAIL: { target: "notSearched", actions: assign({ message: null }) } },
      states: {
        /** A known account: the sign-in password step follows. */
        found: {},
        /** An unknown valid e-mail: the create-account step follows. */
        notFound: {},
        notValid: {
          on: {
            // The field is not empty here: emptying it resets to not searched.
            SUBMIT: { target: "#emailStep.searching", actions: assign({ message: null }) },
          },
        },
      },
    },
  },
});
