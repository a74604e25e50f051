import { createContext } from "react-router";
import type { AppConfig } from "./config";
import type { MeterOutcome, MeterResult, ReaderRegion, RequestLog, SharedViewer, Viewer } from "./requestScope";

/** The signed-in reader a render may know by id: null when signed out or in a shared render. */
export function ownViewer(app: { viewer: Viewer | SharedViewer | null }): Viewer | null {
  return app.viewer && !("shared" in app.viewer) ? app.viewer : null;
}

/** Whether this render is the shared page of a kind of signed-in reader. */
export function isSharedRender(app: { viewer: Viewer | SharedViewer | null }): boolean {
  return app.viewer !== null && "shared" in app.viewer;
}

/**
 * What the Worker entry hands every loader and action. Route modules read it
 * with `context.get(appContext)` and never touch SQL themselves.
 */
export interface AppContext {
  env: Env;
  ctx: ExecutionContext;
  config: AppConfig;
  db: D1Database;
  /**
   * The signed-in reader, or in a page kept for every reader of a kind their SharedViewer;
   * read the reader's id and e-mail through ownViewer(), which has none in a shared render.
   */
  viewer: Viewer | SharedViewer | null;
  /** Where the reader is, as far as the page differs for it (the map style host). */
  region: ReaderRegion;
  /** The meter of this request's article view, when the edge cache decided it before rendering. */
  meterDecided?: MeterOutcome;
  /** In a shared render: meters an article view for the reader, who is not in the render. */
  meterSharedReader?: (articleId: number) => Promise<MeterResult>;
}

export const appContext = createContext<AppContext>();

/** The Content-Security-Policy nonce of this response; entry.server puts it on every inline script. */
export const cspNonceContext = createContext<string>("");

/** The id of this request (workers/services/http/requestId.ts); the 500 page shows it so a reader's report can be traced. */
export const requestIdContext = createContext<string>("");

/** This request's log line (workers/services/http/requestLog.ts): React Router notes the matched route on it and logs its errors with it. */
export const requestLogContext = createContext<RequestLog | null>(null);
