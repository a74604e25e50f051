import { createContext } from "react-router";
import type { AppContext } from "#workers/context";

/**
 * The guide area's reads and writes for its route modules, on the request context
 * (workers/services/areas.ts). It owns their caching: a route module calls it and composes none.
 */
export function guideService(app: AppContext) {
  return {};
}

export type GuideService = ReturnType<typeof guideService>;

export const guideContext = createContext<GuideService>();
