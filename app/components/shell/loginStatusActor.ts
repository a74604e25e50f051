import { fromPromise } from "xstate";
import { apiPath, fetchJson } from "#app/lib/jsonApi";
import { loginStatusMachine, type TokenCheckAnswer } from "#machines/loginStatus";

/**
 * The login-status machine with its token check, loaded once the page is idle
 * (LoginStatusSync). The check is called here, not through the account pages'
 * calls: importing those would load the account area's code on every page.
 */
export const browserLoginStatusMachine = loginStatusMachine.provide({
  actors: {
    tokenCheck: fromPromise(() => fetchJson<TokenCheckAnswer>(`${apiPath()}/token_check`, { fresh: true })),
  },
});
