import { createContext } from "react-router";
import type { AppContext } from "#workers/context";

/**
 * The account area's reads and writes for its route modules, on the request context
 * (workers/services/areas.ts). It owns their caching: a route module calls it and composes none.
 */
export function accountService(app: AppContext) {
  return {};
}

export type AccountService = ReturnType<typeof accountService>;

export const accountContext = createContext<AccountService>();
