import { assign, enqueueActions, setup } from "xstate";
import { accountTexts } from "#machines/rules/account/account";
import { unprovided } from "#machines/unprovided";

/**
 * Sign-in: a submit does nothing while the call is in
 * flight or the form is disabled (a field empty); a failure shows "You have
 * entered an invalid username or password. Please try again." in the red
 * alert above the fields; a network failure "There was an error processing
 * your request.". Once signed in the page reloads by default (the payload's
 * `reload` flag). The call (POST /login_check) is an actor the UI provides;
 * `announceSignedIn` and `reloadPage` are actions it provides.
 *
 * After repeated failures to one account the server asks for the captcha
 * (captchaRequired): the form then shows it, a submit waits for it to be
 * complete, and every answer resets it (a solved challenge is used once).
 */
export type LoginAnswer =
  | { ok: true; username: string; email: string }
  | { ok: false; message: string; captchaRequired?: boolean };

/** POST /login_check's body; the captcha's token only once the server asked for it. */
export interface LoginPayload {
  _username: string;
  _password: string;
  reload: boolean;
  g_recaptcha_response?: string;
}

export interface SignInContext {
  username: string;
  password: string;
  reload: boolean;
  /** The loginMessage, shown in the red alert. */
  loginMessage: string | null;
  captchaRequired: boolean;
  captchaToken: string;
  /** Counts answers, so the captcha box starts over after each. */
  captchaRound: number;
}

export type SignInEvent =
  | { type: "USERNAME_CHANGED"; value: string }
  | { type: "PASSWORD_CHANGED"; value: string }
  | { type: "CAPTCHA_CHANGED"; token: string }
  | { type: "SUBMIT" };

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as { reload?: boolean; username?: string; captchaRequired?: boolean },
  },
  actors: {
    login: unprovided<LoginAnswer, LoginPayload>("login"),
  },
  actions: {
    announceSignedIn: () => {},
    reloadPage: () => {},
  },
  guards: {
    disabled: ({ context }) =>
      context.username.trim() === "" || context.password === "" || (context.captchaRequired && !context.captchaToken),
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
    captchaRequired: input.captchaRequired ?? false,
    captchaToken: "",
    captchaRound: 0,
  }),
  states: {
    idle: {
      on: {
        USERNAME_CHANGED: { actions: assign({ username: ({ event }) => event.value }) },
        PASSWORD_CHANGED: { actions: assign({ password: ({ event }) => event.value }) },
        CAPTCHA_CHANGED: { actions: assign({ captchaToken: ({ event }) => event.token }) },
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
          ...(context.captchaRequired ? { g_recaptcha_response: context.captchaToken } : {}),
        }),
        onDone: [
          { guard: { type: "accepted", params: ({ event }) => event.output }, target: "signedIn" },
          {
            target: "idle",
            actions: assign(({ context, event }) => ({
              loginMessage: event.output.ok ? null : event.output.message,
              password: "",
              captchaRequired: context.captchaRequired || (!event.output.ok && event.output.captchaRequired === true),
              captchaToken: "",
              captchaRound: context.captchaRound + 1,
            })),
          },
        ],
        onError: {
          target: "idle",
          actions: assign(({ context }) => ({
            loginMessage: accountTexts.networkError,
            captchaToken: "",
            captchaRound: context.captchaRound + 1,
          })),
        },
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
