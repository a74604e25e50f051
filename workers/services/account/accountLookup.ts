import { accountTexts } from "#machines/rules/account/account";
import type { AppContext } from "#workers/context";
import { userExists } from "#workers/db/users";
import { allowAttempt, clientIp, LIMITS } from "./rateLimit";

/**
 * The e-mail step's look-up (GET /user/search and the register page without
 * JavaScript): whether an account uses an e-mail or username. It tells who
 * has an account, so every look-up counts against its address's limit.
 */
export type LookupResult = { ok: true; found: boolean } | { ok: false; status: 429; message: string };

export async function lookUpAccount(
  app: Pick<AppContext, "db">,
  request: Request,
  login: string,
): Promise<LookupResult> {
  if (!(await allowAttempt(app.db, [{ key: `lookup:ip:${clientIp(request)}`, limit: LIMITS.accountLookupPerIp }]))) {
    return { ok: false, status: 429, message: accountTexts.tooManyTries };
  }
  return { ok: true, found: await userExists(app.db, login) };
}
