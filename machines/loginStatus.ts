import { assign, type SnapshotFrom, setup } from "xstate";
import { unprovided } from "#machines/unprovided";

/**
 * Login status: unchecked, then logged in or not after
 * the token check on load (GET /token_check, an actor the UI provides). A
 * failed check counts as logged out. SIGNED_IN and SIGNED_OUT follow the
 * reader's own actions without another check.
 */
export type TokenCheckAnswer = { ok: true; data: { username: string; email: string } } | { ok: false };

export interface LoginStatusContext {
  hasCheckedLogin: boolean;
  username: string | null;
  email: string | null;
}

export type LoginStatusEvent = { type: "SIGNED_IN"; username: string; email: string } | { type: "SIGNED_OUT" };

export const loginStatusMachine = setup({
  types: {
    context: {} as LoginStatusContext,
    events: {} as LoginStatusEvent,
  },
  actors: {
    tokenCheck: unprovided<TokenCheckAnswer>("tokenCheck"),
  },
  guards: {
    loggedIn: (_, answer: TokenCheckAnswer) => answer.ok,
  },
  actions: {
    forget: assign({ hasCheckedLogin: true, username: null, email: null }),
  },
}).createMachine({
  id: "loginStatus",
  initial: "unchecked",
  context: { hasCheckedLogin: false, username: null, email: null },
  states: {
    unchecked: {
      invoke: {
        src: "tokenCheck",
        onDone: [
          {
            guard: { type: "loggedIn", params: ({ event }) => event.output },
            target: "loggedIn",
            actions: assign(({ event }) => ({
              hasCheckedLogin: true,
              username: event.output.ok ? event.output.data.username : null,
              email: event.output.ok ? event.output.data.email : null,
            })),
          },
          { target: "loggedOut", actions: "forget" },
        ],
        onError: { target: "loggedOut", actions: "forget" },
      },
    },
    loggedIn: {
      on: { SIGNED_OUT: { target: "loggedOut", actions: "forget" } },
    },
    loggedOut: {
      on: {
        SIGNED_IN: {
          target: "loggedIn",
          actions: assign(({ event }) => ({ hasCheckedLogin: true, username: event.username, email: event.email })),
        },
      },
    },
  },
});

export type LoginStatusSnapshot = SnapshotFrom<typeof loginStatusMachine>;

/** userIsLoggedIn */
export function userIsLoggedIn(snapshot: LoginStatusSnapshot): boolean {
  return snapshot.matches("loggedIn");
}
