import { assign, enqueueActions, fromPromise, setup } from "xstate";
import { accountTexts } from "#machines/rules/account/account";

/**
 * Sign-in: a submit does nothing while the call is in
 * flight or the form is disabled (a field empty); a failure shows "You have
 * entered an invalid username or password. Please try again." in the red
 * alert above the fields; a network failure "There was an error processing
 * your request.". Once signed in the page reloads by default (the payload's
 * `reload` flag). The call (POST /login_check) is an actor the UI provides;
 * `announceSignedIn` and `reloadPage` are actions it provides.
 */
export type LoginAnswer = { ok: true; username: string; email: string } | { ok: false; message: string };

export interface SignInContext {
  username: string;
  password: string;
  reload: boolean;
  /** The loginMessage, shown in the red alert. */
  loginMessage: string | null;
}

export type SignInEvent =
  | { type: "USERNAME_CHANGED"; value: string }
  | { type: "PASSWORD_CHANGED"; value: string }
  | { type: "SUBMIT" };

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as { reload?: boolean; username?: string },
  },
  actors: {
    login: fromPromise<LoginAnswer, { _username: string; _password: string; reload: boolean }>(async () => {
      throw new Error("provide login");
    }),
  },
  actions: {
    announceSignedIn: () => {},
    reloadPage: () => {},
  },
  guards: {
    disabled: ({ context }) => context.username.trim() === "" || context.password === "",
    accepted: (_, answer: LoginAnswer) => answer.ok,
  },
}).createMachine({
  id: "signIn",
  initial: "idle",
  context: ({ input }) => ({
    username: input.username ?? "",
    password: "",
    reload: input.reload ?? true,
    loginMessage: null,
  }),
  states: {
    idle: {
      on: {
        USERNAME_CHANGED: { actions: assign({ username: ({ event }) => event.value }) },
        PASSWORD_CHANGED: { actions: assign({ password: ({ event }) => event.value }) },
        SUBMIT: [{ guard: "disabled" }, { target: "submitting" }],
      },
    },
    submitting: {
      // No SUBMIT here: a second click while in flight does nothing.
      invoke: {
        src: "login",
        input: ({ context }) => ({
          _username: context.username.trim(),
          _password: context.password,
          reload: context.reload,
        }),
        onDone: [
          { guard: { type: "accepted", params: ({ event }) => event.output }, target: "signedIn" },
          {
            target: "idle",
            actions: assign({
              loginMessage: ({ event }) => (event.output.ok ? null : event.output.message),
              password: "",
            }),
          },
        ],
        onError: { target: "idle", actions: assign({ loginMessage: accountTexts.networkError }) },
      },
    },
    signedIn: {
      type: "final",
      entry: [
        assign({ loginMessage: null, password: "" }),
        "announceSignedIn",
        enqueueActions(({ context, enqueue }) => {
          if (context.reload) enqueue("reloadPage");
        }),
      ],
    },
  },
});
