import { createContext } from "react-router";
import type { AppConfig } from "./config";

/**
 * What the Worker entry hands every loader and action. Route modules read it
 * with `context.get(appContext)` and never touch SQL themselves.
 */
export interface AppContext {
  env: Env;
  ctx: ExecutionContext;
  config: AppConfig;
  db: D1Database;
}

export const appContext = createContext<AppContext>();
