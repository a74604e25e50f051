import type { MeterDecision } from "#machines/rules/magazine/meter";

/**
 * The types of one request's scope: who is reading, where, what the meter decided and the
 * request's log line. workers/context.ts builds the request context from them and the modules
 * that make them (workers/db/sessions, the meter, the request log, the reader's region) import
 * them from here, so this module imports nothing of ours but a rule's type from machines/, and
 * no type import runs in a circle through the context (biome.jsonc: noImportCycles).
 */

/** The signed-in reader, if any, resolved from the session cookie by the Worker entry. */
export interface Viewer {
  id: number;
  username: string;
  email: string;
  isSubscriber: boolean;
  isAdmin: boolean;
  isArtguideAdmin: boolean;
}

/**
 * The reader a shared render is made for (workers/services/cache/sharedViewerPage.ts): their kind
 * and the placeholder name, and nothing that says who they are (no id, e-mail or token), so
 * no loader of a page kept for every reader of that kind can show or key anything of theirs.
 */
export interface SharedViewer {
  readonly shared: true;
  username: string;
  isSubscriber: boolean;
  isAdmin: false;
  isArtguideAdmin: false;
}

/**
 * The reader's map region: readers in China get the variant map style host, everyone else
 * the default (workers/services/http/readerRegion.ts).
 */
export type ReaderRegion = "china" | "world";

/** One article view's meter (workers/services/magazine/meter.ts). */
export interface MeterResult {
  decision: MeterDecision;
  /** A Set-Cookie header for visitors whose count changed. */
  setCookie: string | null;
}

/** What the edge cache knows of a request's meter before it renders (see meterOutcomeFor). */
export interface MeterOutcome {
  /** The kept page's variant for this outcome (meterVariant). */
  variant: string;
  articleId: number;
  /** The decision and the visitor's Set-Cookie, as the render would have made them. */
  result: MeterResult;
}

/**
 * The structured log lines of a request, for Workers Logs (workers/services/http/requestLog.ts):
 * one JSON line per request and one per error, both carrying the request id a reader quotes
 * from an error page.
 */
export interface RequestLog {
  readonly requestId: string;
  readonly method: string;
  /** When the request arrived, in ms since the epoch. */
  readonly started: number;
  /**
   * The pattern of what answered: a page's React Router route, an api call's
   * path in the call table, a kept page's route; null while unknown or when
   * nothing matched.
   */
  route: string | null;
}
