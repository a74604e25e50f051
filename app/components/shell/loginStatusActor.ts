import { fromPromise } from "xstate";
import { loginStatusMachine } from "../../../machines/loginStatus";
import { tokenCheck } from "../account/accountApi";

/** The login-status machine with its token check, loaded once the page is idle (LoginStatusSync). */
export const browserLoginStatusMachine = loginStatusMachine.provide({ actors: { tokenCheck: fromPromise(() => tokenCheck()) } });
