/** Bursts of identical requests, each its own request to the Worker, all in flight at once. */
import { exports } from "cloudflare:workers";
import type { CallerProps } from "#workers/services/http/callerProps";
import { ORIGIN } from "./guide-helpers";

export interface BurstAnswer {
  status: number;
  body: string;
  headers: Headers;
}

/**
 * Sends `count` identical requests for `path` at once through the Worker's
 * own entry (`exports.default`), so each runs as a separate request with its
 * own I/O, as readers' requests do, and reads every body. `props` are the
 * caller's settings (workers/services/http/callerProps.ts), e.g. a
 * PUBLIC_DATA_SECONDS other than the tests' 0.
 */
export async function burst(
  path: string,
  count = 30,
  options: { init?: RequestInit; props?: CallerProps } = {},
): Promise<BurstAnswer[]> {
  const worker = options.props ? exports.default({ props: options.props }) : exports.default;
  return Promise.all(
    Array.from({ length: count }, async () => {
      const res = await worker.fetch(`${ORIGIN}${path}`, options.init);
      return { status: res.status, body: await res.text(), headers: res.headers };
    }),
  );
}

/** The statuses of a burst, with the first failing body when one failed (for the assertion message). */
export function summary(answers: BurstAnswer[]): { statuses: number[]; firstFailure: string | undefined } {
  return {
    statuses: answers.map((answer) => answer.status),
    firstFailure: answers.find((answer) => answer.status !== 200)?.body.slice(0, 300),
  };
}
