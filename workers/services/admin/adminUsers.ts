import * as v from "valibot";
import { REPORT_TEXTS, ROLES } from "#machines/rules/admin/adminReports";
import type { AppContext } from "#workers/context";
import { adminUser, disableUser, enableUser, setRole } from "#workers/db/admin/users";
import type { Viewer } from "#workers/requestScope";
import { mailResetLink } from "#workers/services/account/recovery";
import { forgetViewer } from "#workers/services/cache/keptViewers";
import { UserActionSchema } from "./adminReportFilters";

export type UserActionResult = { ok: true; notice: string } | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * One action of the user page (give or take a role, disable or enable the
 * account, mail a recovery link), checked and applied. The last enabled
 * admin keeps the role and stays enabled; an admin cannot disable themself.
 */
export async function applyUserAction(
  app: AppContext,
  actor: Viewer,
  userId: number,
  form: Record<string, string>,
): Promise<UserActionResult> {
  const result = await userAction(app, actor, userId, form);
  // Once changed, the user's kept sessions show their new role or state at their next page (at once in this isolate).
  forgetViewer(userId);
  return result;
}

async function userAction(
  app: AppContext,
  actor: Viewer,
  userId: number,
  form: Record<string, string>,
): Promise<UserActionResult> {
  const parsed = v.safeParse(UserActionSchema, form);
  if (!parsed.success) return { ok: false, status: 400, message: REPORT_TEXTS.badAction };
  const user = await adminUser(app.db, userId);
  if (!user) return { ok: false, status: 404, message: REPORT_TEXTS.userNotFound };
  const action = parsed.output;
  const lastAdmin = { ok: false, status: 409, message: REPORT_TEXTS.lastAdmin } as const;
  switch (action.intent) {
    case "grant":
    case "revoke": {
      const role = ROLES[action.role];
      const on = action.intent === "grant";
      if (!(await setRole(app.db, userId, role.column, on))) return lastAdmin;
      return { ok: true, notice: on ? REPORT_TEXTS.roleGranted(role.label) : REPORT_TEXTS.roleRevoked(role.label) };
    }
    case "disable": {
      if (userId === actor.id) return { ok: false, status: 409, message: REPORT_TEXTS.disableSelf };
      if (user.disabledAt) return { ok: true, notice: REPORT_TEXTS.disabledNotice };
      if (!(await disableUser(app.db, userId, new Date().toISOString()))) return lastAdmin;
      return { ok: true, notice: REPORT_TEXTS.disabledNotice };
    }
    case "enable":
      await enableUser(app.db, userId);
      return { ok: true, notice: REPORT_TEXTS.enabledNotice };
    case "recover":
      if (user.disabledAt) return { ok: false, status: 409, message: REPORT_TEXTS.recoveryDisabled };
      await mailResetLink(app, user);
      return { ok: true, notice: REPORT_TEXTS.recoverySent(user.email) };
  }
}
