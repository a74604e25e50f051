import { createContext } from "react-router";
import type { AppContext } from "#workers/context";

/**
 * The shop area's reads and writes for its route modules, on the request context
 * (workers/services/areas.ts). It owns their caching: a route module calls it and composes none.
 */
export function shopService(app: AppContext) {
  return {};
}

export type ShopService = ReturnType<typeof shopService>;

export const shopContext = createContext<ShopService>();
