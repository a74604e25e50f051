import { assign, setup } from "xstate";
import { accountTexts, isValidEmail, MIN_PASSWORD_LENGTH, passwordProblem } from "#machines/rules/account/account";
import { NEWSLETTER_MESSAGES } from "#machines/rules/newsletter/newsletterTexts";
import { unprovided } from "#machines/unprovided";

// The readers live in rules/registrationView so the footer can use them without loading xstate.
export { isCaptchaShown, isRunning } from "#machines/rules/account/registrationView";

/**
 * Registration (the create-account step, and the footer
 * sign-up without a password): the password rules checked live, the captcha
 * shown once an e-mail is typed, submit blocked while the e-mail is empty or
 * not valid, the captcha is incomplete or any error shows; after an error the
 * captcha resets; after success the reader is signed in with the same
 * credentials, without a reload, and the fields are cleared.
 *
 * `register` (POST /user/create) and `signIn` (POST /login_check) are actors
 * the UI provides. A network failure shows "There was an error processing
 * your request."; a server error shows the server's message.
 */
export interface RegisterAnswer {
  ok: boolean;
  message: string;
}

export interface RegistrationInput {
  email?: string;
  origin: string;
  /** The footer newsletter variant has no password and needs no sign-in. */
  withPassword?: boolean;
  /** The sign-in variant's mismatch text is "The passwords do not match.". */
  variant?: "register" | "signIn";
}

export interface RegistrationContext {
  email: string;
  password: string;
  confirmation: string;
  captchaToken: string;
  origin: string;
  withPassword: boolean;
  variant: "register" | "signIn";
  /** Live password or captcha message. */
  message: string | null;
  /** The server's own text, or the network failure text, shown in an error-styled area. */
  registrationError: string | null;
  /** The server's confirmation after success. */
  registrationMessage: string | null;
  /** Counts captcha resets; the widget is keyed by it so it starts over. */
  captchaResets: number;
}

export type RegistrationEvent =
  | { type: "EMAIL_CHANGED"; value: string }
  | { type: "PASSWORD_CHANGED"; value: string }
  | { type: "CONFIRMATION_CHANGED"; value: string }
  | { type: "CAPTCHA_SOLVED"; token: string }
  | { type: "CAPTCHA_EXPIRED" }
  | { type: "SUBMIT" };

function liveProblem(context: RegistrationContext): string | null {
  return context.withPassword ? passwordProblem(context.password, context.confirmation, context.variant) : null;
}

/** At submit the e-mail comes first: the captcha only shows once one is typed. */
function emailProblem(context: RegistrationContext): string | null {
  const email = context.email.trim();
  if (email === "") return context.withPassword ? accountTexts.emptyEmail : NEWSLETTER_MESSAGES.empty;
  return isValidEmail(email) ? null : accountTexts.invalidEmail;
}

/** At submit the confirmation must match whatever its length. */
function submitProblem(context: RegistrationContext): string | null {
  if (!context.withPassword) return null;
  if (context.password.length < MIN_PASSWORD_LENGTH) return accountTexts.shortPassword;
  if (context.confirmation !== context.password) {
    return context.variant === "register" ? accountTexts.passwordsDiffer : accountTexts.passwordsDifferSignIn;
  }
  return null;
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    register: unprovided<RegisterAnswer, { email: string; password?: string; origin: string; captchaToken: string }>(
      "register",
    ),
    signIn: unprovided<void, { username: string; password: string }>("signIn"),
  },
  guards: {
    emailIncomplete: ({ context }) => emailProblem(context) !== null,
    passwordIncomplete: ({ context }) => submitProblem(context) !== null,
    captchaIncomplete: ({ context }) => context.captchaToken === "",
    errorShows: ({ context }) => context.registrationError !== null || context.message !== null,
    accepted: (_, answer: RegisterAnswer) => answer.ok,
    withPassword: ({ context }) => context.withPassword,
  },
  actions: {
    checkLive: assign({ message: ({ context }) => liveProblem(context), registrationError: null }),
    resetCaptcha: assign({ captchaToken: "", captchaResets: ({ context }) => context.captchaResets + 1 }),
  },
}).createMachine({
  id: "registration",
  initial: "editing",
  context: ({ input }) => ({
    email: input.email ?? "",
    password: "",
    confirmation: "",
    captchaToken: "",
    origin: input.origin,
    withPassword: input.withPassword ?? true,
    variant: input.variant ?? "register",
    message: null,
    registrationError: null,
    registrationMessage: null,
    captchaResets: 0,
  }),
  states: {
    editing: {
      on: {
        EMAIL_CHANGED: { actions: [assign({ email: ({ event }) => event.value }), "checkLive"] },
        PASSWORD_CHANGED: { actions: [assign({ password: ({ event }) => event.value }), "checkLive"] },
        CONFIRMATION_CHANGED: { actions: [assign({ confirmation: ({ event }) => event.value }), "checkLive"] },
        CAPTCHA_SOLVED: {
          actions: assign({
            captchaToken: ({ event }) => event.token,
            message: ({ context }) => liveProblem(context),
            registrationError: null,
          }),
        },
        CAPTCHA_EXPIRED: { actions: assign({ captchaToken: "" }) },
        SUBMIT: [
          { guard: "emailIncomplete", actions: assign({ message: ({ context }) => emailProblem(context) }) },
          {
            guard: "passwordIncomplete",
            actions: assign({ message: ({ context }) => submitProblem(context) }),
          },
          { guard: "captchaIncomplete", actions: assign({ message: accountTexts.captcha }) },
          // An error on screen blocks the submit until the reader changes something.
          { guard: "errorShows" },
          { target: "registering" },
        ],
      },
    },
    registering: {
      invoke: {
        src: "register",
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.withPassword ? context.password : undefined,
          origin: context.origin,
          captchaToken: context.captchaToken,
        }),
        onDone: [
          {
            guard: { type: "accepted", params: ({ event }) => event.output },
            target: "signingIn",
            actions: assign({ registrationMessage: ({ event }) => event.output.message }),
          },
          {
            target: "editing",
            actions: [assign({ registrationError: ({ event }) => event.output.message }), "resetCaptcha"],
          },
        ],
        onError: {
          target: "editing",
          actions: [assign({ registrationError: accountTexts.networkError }), "resetCaptcha"],
        },
      },
    },
    signingIn: {
      always: { guard: ({ context }) => !context.withPassword, target: "registered" },
      invoke: {
        src: "signIn",
        input: ({ context }) => ({ username: context.email.trim(), password: context.password }),
        // Registered either way: a failed automatic sign-in leaves the account to sign in to by hand.
        onDone: "registered",
        onError: "registered",
      },
    },
    registered: {
      type: "final",
      entry: assign({ password: "", confirmation: "", captchaToken: "", email: "" }),
    },
  },
});
