import type { AppContext } from "#workers/context";
import type { ErrorField } from "./http";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";

export interface CallArgs {
  request: Request;
  url: URL;
  /** Named path segments from the pattern, e.g. { slug } for "/contributor/:slug". */
  params: Record<string, string>;
  app: AppContext;
}

/** One row of the spec's call table, relative to the api path. */
export interface ApiCall {
  method: Method;
  /** Path pattern below the api path, e.g. "/items/:id/related". */
  path: string;
  /** Where this call reports a 400; "error" by default. */
  errorField?: ErrorField;
  handle(args: CallArgs): Promise<Response>;
}
