import { REPORT_PAGE_SIZE } from "#machines/rules/admin/adminReports";
import type { AppContext } from "#workers/context";
import { adminUser, searchUsers, userActivity } from "#workers/db/admin/users";
import { recentSignIns } from "#workers/db/signIns";
import type { Viewer } from "#workers/requestScope";
import { applyUserAction } from "./adminUsers";

/**
 * The admin's users: finding an account, its page (orders, subscriptions, myguide,
 * sign-ins) and its actions. Nothing is cached: a role or state shows as it is.
 */
export function adminUsersService(app: AppContext) {
  const { db } = app;
  return {
    /** One page of the accounts whose name or e-mail matches the search, newest first, and their count. */
    search: (query: string, page: number) => searchUsers(db, query, REPORT_PAGE_SIZE, (page - 1) * REPORT_PAGE_SIZE),
    /** One account with its roles and state, or null. */
    user: (id: number) => adminUser(db, id),
    /** An account's orders, subscriptions, myguide count, sessions and recent sign-ins. */
    activity: async (id: number) => {
      const [activity, signIns] = await Promise.all([
        userActivity(db, id, new Date().toISOString()),
        recentSignIns(db, id),
      ]);
      return { ...activity, signIns };
    },
    /** Checks and applies one action of the user page (a role, disable or enable, a recovery link). */
    act: (actor: Viewer, userId: number, form: Record<string, string>) => applyUserAction(app, actor, userId, form),
  };
}
