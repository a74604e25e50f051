import { createContext } from "react-router";
import type { AppConfig } from "./config";
import type { Viewer } from "./db/sessions";
import type { MeterOutcome } from "./services/meter";
import type { ReaderRegion } from "./services/readerRegion";
import type { RequestLog } from "./services/requestLog";

export type { Viewer } from "./db/sessions";

/**
 * What the Worker entry hands every loader and action. Route modules read it
 * with `context.get(appContext)` and never touch SQL themselves.
 */
export interface AppContext {
  env: Env;
  ctx: ExecutionContext;
  config: AppConfig;
  db: D1Database;
  viewer: Viewer | null;
  /**
   * This page is rendered once for every signed-in reader of the viewer's kind and kept
   * (workers/services/sharedViewerPage.ts): nothing in it may be the viewer's own but the
   * placeholder username, so it is not marked private.
   */
  sharedViewerPage?: boolean;
  /** Where the reader is, as far as the page differs for it (the map style host). */
  region: ReaderRegion;
  /** The meter of this request's article view, when the edge cache decided it before rendering. */
  meterDecided?: MeterOutcome;
}

export const appContext = createContext<AppContext>();

/** The Content-Security-Policy nonce of this response; entry.server puts it on every inline script. */
export const cspNonceContext = createContext<string>("");

/** The id of this request (workers/services/requestId.ts); the 500 page shows it so a reader's report can be traced. */
export const requestIdContext = createContext<string>("");

/** This request's log line (workers/services/requestLog.ts): React Router notes the matched route on it and logs its errors with it. */
export const requestLogContext = createContext<RequestLog | null>(null);
