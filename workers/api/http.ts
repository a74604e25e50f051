import * as v from "valibot";
import { isPastLastPage } from "#machines/rules/shell/paging";
import { BODY_LIMITS, readTextBody } from "#workers/services/http/requestBody";

/** JSON answers of the /api. Errors never leak a stack trace. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/**
 * The field a call reports its error in: `message` (with ok:false)
 * for /user/create, `errorMessage` for /user/recover, `errors` for /cart/add,
 * `error` everywhere else.
 */
export type ErrorField = "error" | "message" | "errorMessage" | "errors";

export function errorBody(message: string, field: ErrorField = "error"): Record<string, unknown> {
  switch (field) {
    case "message":
      return { ok: false, message };
    case "errors":
      return { errors: [message] };
    default:
      return { [field]: message };
  }
}

export function badRequest(message: string, field: ErrorField = "error"): Response {
  return json(errorBody(message, field), { status: 400 });
}

export function notFound(message = "Not found.", field: ErrorField = "error"): Response {
  return json(errorBody(message, field), { status: 404 });
}

/** A page of a list; a page past the last answers 404 ("There is no page N."), which ends paging on the client. */
export function pageOrNotFound(
  list: { page: number; pages: number },
  body: unknown,
  init: ResponseInit = {},
): Response {
  if (isPastLastPage(list.page, list.pages))
    return notFound(`There is no page ${list.page}; the list has ${Math.max(1, list.pages)}.`);
  return json(body, init);
}

/** Thrown by `parseOrThrow`; the dispatcher turns it into a 400. */
export class BadInput extends Error {}

/** Readable one-line message from valibot issues, e.g. "page: Invalid type". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new BadInput(describeIssues(result.issues));
  return result.output;
}

/** Query string as a plain object (last value wins), for validation. */
export function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

/** Request body as JSON; plain-text bodies holding JSON are accepted (/user/create sends text/plain). A body over BODY_LIMITS.jsonBytes is a 400. */
export async function jsonBody(request: Request): Promise<unknown> {
  const read = await readTextBody(request, BODY_LIMITS.jsonBytes);
  if (!read.ok) throw new BadInput(read.message);
  const text = read.value;
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new BadInput("The request body is not valid JSON.");
  }
}
