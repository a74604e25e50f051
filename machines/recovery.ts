import { assign, setup } from "xstate";
import { accountTexts } from "#machines/rules/account/account";
import { unprovided } from "#machines/unprovided";

/**
 * Password recovery: unsent, then sent, when the form is
 * replaced by the confirmation. Without a captcha the form is silently not
 * submitted. The server's errorMessage shows in an alert line and the captcha
 * resets. The call (POST /user/recover) is an actor the UI provides.
 */
export interface RecoverAnswer {
  errorMessage?: string;
}

export interface RecoveryContext {
  email: string;
  captchaToken: string;
  errorMessage: string | null;
  captchaResets: number;
}

export type RecoveryEvent =
  | { type: "EMAIL_CHANGED"; value: string }
  | { type: "CAPTCHA_SOLVED"; token: string }
  | { type: "CAPTCHA_EXPIRED" }
  | { type: "SUBMIT" };

export const recoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
  },
  actors: {
    recover: unprovided<RecoverAnswer, { email: string; captchaToken: string }>("recover"),
  },
  guards: {
    noCaptcha: ({ context }) => context.captchaToken === "",
    failed: (_, answer: RecoverAnswer) => Boolean(answer.errorMessage),
  },
  actions: {
    resetCaptcha: assign({ captchaToken: "", captchaResets: ({ context }) => context.captchaResets + 1 }),
  },
}).createMachine({
  id: "recovery",
  initial: "unsent",
  context: { email: "", captchaToken: "", errorMessage: null, captchaResets: 0 },
  states: {
    unsent: {
      on: {
        EMAIL_CHANGED: { actions: assign({ email: ({ event }) => event.value }) },
        CAPTCHA_SOLVED: { actions: assign({ captchaToken: ({ event }) => event.token }) },
        CAPTCHA_EXPIRED: { actions: assign({ captchaToken: "" }) },
        SUBMIT: [{ guard: "noCaptcha" }, { target: "sending", actions: assign({ errorMessage: null }) }],
      },
    },
    sending: {
      invoke: {
        src: "recover",
        input: ({ context }) => ({ email: context.email.trim(), captchaToken: context.captchaToken }),
        onDone: [
          {
            guard: { type: "failed", params: ({ event }) => event.output },
            target: "unsent",
            actions: [assign({ errorMessage: ({ event }) => event.output.errorMessage ?? null }), "resetCaptcha"],
          },
          { target: "sent" },
        ],
        onError: { target: "unsent", actions: [assign({ errorMessage: accountTexts.networkError }), "resetCaptcha"] },
      },
    },
    sent: { type: "final" },
  },
});
