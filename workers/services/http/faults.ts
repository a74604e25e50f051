/**
 * Faults a caller holding a binding (the Worker tests) may inject for its own requests
 * through `ctx.props.faults` (callerProps.ts): the database failing or timing out, the
 * Cache API, the mail queue or the image bucket throwing. A visitor from the internet
 * carries no props, so none of this can be asked for from outside.
 */
export interface Faults {
  database?: "error" | "timeout";
  cache?: boolean;
  queue?: boolean;
  storage?: boolean;
}

// The messages D1, the Cache API, Queues and R2 give when they cannot answer.
const D1_LOST = "D1_ERROR: Network connection lost.";
const D1_TIMEOUT = "D1_ERROR: D1 DB storage operation exceeded timeout which caused object to be reset.";
const TIMEOUT_MS = 20;

const fail = (message: string) => () => Promise.reject(new Error(message));

export function faultsOf(value: unknown): Faults | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { database, cache, queue, storage } = value as Record<string, unknown>;
  return {
    ...(database === "error" || database === "timeout" ? { database } : {}),
    ...(cache === true ? { cache } : {}),
    ...(queue === true ? { queue } : {}),
    ...(storage === true ? { storage } : {}),
  };
}

function failingDatabase(mode: "error" | "timeout"): D1Database {
  const failed = () =>
    mode === "error"
      ? Promise.reject(new Error(D1_LOST))
      : new Promise<never>((_, reject) => setTimeout(() => reject(new Error(D1_TIMEOUT)), TIMEOUT_MS));
  const statement = (): D1PreparedStatement =>
    ({
      bind: () => statement(),
      all: failed,
      run: failed,
      first: failed,
      raw: failed,
    }) as unknown as D1PreparedStatement;
  const session = { prepare: statement, batch: failed, getBookmark: () => null };
  return {
    prepare: statement,
    batch: failed,
    exec: failed,
    dump: failed,
    withSession: () => session,
  } as unknown as D1Database;
}

/** The Worker's bindings with the asked-for faults in place. */
export function envWithFaults(env: Env, faults: Faults | undefined): Env {
  if (!faults) return env;
  return {
    ...env,
    ...(faults.database ? { DB: failingDatabase(faults.database) } : {}),
    ...(faults.queue
      ? { MAIL_QUEUE: { send: fail("Queue send failed: 503"), sendBatch: fail("Queue send failed: 503") } }
      : {}),
    ...(faults.storage
      ? {
          MEDIA: {
            get: fail("R2 get: service unavailable (10001)"),
            put: fail("R2 put: service unavailable (10001)"),
            head: fail("R2 unavailable"),
            delete: fail("R2 unavailable"),
          },
        }
      : {}),
  } as Env;
}

/** A Cache API whose every call throws, as the edge cache meets it when the cache is down. */
export const failingCache = {
  match: fail("Cache API: internal error"),
  put: fail("Cache API: internal error"),
  delete: fail("Cache API: internal error"),
} as unknown as Cache;
