import { fromPromise } from "xstate";
import { tokenCheck } from "#app/components/account/accountApi";
import { loginStatusMachine } from "#machines/loginStatus";

/** The login-status machine with its token check, loaded once the page is idle (LoginStatusSync). */
export const browserLoginStatusMachine = loginStatusMachine.provide({
  actors: { tokenCheck: fromPromise(() => tokenCheck()) },
});
