import { createContext } from "react-router";
import type { AppContext } from "#workers/context";

/**
 * The admin area's reads and writes for its route modules, on the request context
 * (workers/services/areas.ts). It owns their caching: a route module calls it and composes none.
 */
export function adminService(app: AppContext) {
  return {};
}

export type AdminService = ReturnType<typeof adminService>;

export const adminContext = createContext<AdminService>();
