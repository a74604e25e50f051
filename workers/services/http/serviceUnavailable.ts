/**
 * A dependency of the Worker (D1, R2, the mail queue) failed to answer: the reader
 * gets a 503 with the request id and a Retry-After, never a 500 that blames the
 * page. It is shaped as React Router's route error response (status, statusText,
 * internal, data), so a loader or action that meets it renders the error page with
 * status 503, and its cause is logged with the request (the `error` field). It is not
 * an Error on purpose: React Router hides every thrown Error behind "Unexpected Server
 * Error", but keeps a route error response's status and message.
 */
export type Dependency = "database" | "storage" | "mail queue";

export const SERVICE_UNAVAILABLE_MESSAGE =
  "The site cannot reach its data just now. Please try again in a moment; nothing you sent was lost.";
export const RETRY_AFTER_SECONDS = 30;

export class ServiceUnavailable {
  readonly status = 503;
  readonly statusText = "Service Unavailable";
  readonly internal = false;
  readonly data = SERVICE_UNAVAILABLE_MESSAGE;
  readonly #cause: unknown;
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
  ) {
    this.#cause = cause;
  }

  /**
   * The dependency's own error, for the log only: a getter, so it is no own property and
   * never travels with the page's data to the browser.
   */
  get error(): unknown {
    return this.#cause;
  }

  /** How the log line names it: the dependency and its own message. */
  toString(): string {
    return `${this.dependency} unavailable: ${this.error instanceof Error ? this.error.message : String(this.error)}`;
  }
}

/**
 * What a failed D1 call means: SQLite's own answers (a constraint, a syntax error) are
 * the code's to handle and pass through as they are; anything else (a lost connection,
 * a timeout, an overloaded database) is the database being unavailable.
 */
export function databaseFailure(error: unknown): unknown {
  if (error instanceof ServiceUnavailable) return error;
  const message = error instanceof Error ? error.message : String(error);
  return /SQLITE_|constraint failed/i.test(message) ? error : new ServiceUnavailable("database", error);
}

export function isServiceUnavailable(error: unknown): error is ServiceUnavailable {
  return error instanceof ServiceUnavailable;
}
