import type { AppContext } from "#workers/context";
import { spendEveryResetStatement } from "#workers/db/passwordResets";
import { deleteOtherSessionsStatement } from "#workers/db/sessions";
import { passwordHashStatement } from "#workers/db/users";
import { forgetViewer } from "#workers/services/cache/keptViewers";
import { hashPassword } from "./password";

/**
 * Sets an account's new password (a completed reset, a change on the profile).
 * Whoever held the old one may hold its reset links and sessions too, so in
 * the same D1 batch, which cannot half-apply, every outstanding reset link is
 * spent and every session but `keepSessionHash` ends (null ends them all);
 * this isolate forgets the account's kept readers with them.
 */
export async function replacePassword(
  app: Pick<AppContext, "db">,
  userId: number,
  password: string,
  keepSessionHash: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await app.db.batch([
    passwordHashStatement(app.db, userId, passwordHash),
    spendEveryResetStatement(app.db, userId, new Date()),
    deleteOtherSessionsStatement(app.db, userId, keepSessionHash),
  ]);
  forgetViewer(userId);
}
