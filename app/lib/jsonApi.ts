import { PageNotFound } from "#machines/rules/shell/paging";

/**
 * The browser's one client for the site's JSON API: every call asks for
 * JSON, sends its cookies, and reads the answer the same way. A failed
 * connection rejects; what a status means is chosen per call below.
 */

/** The configured api path (API_PATH), published on <html> by the root layout; read per call. */
export function apiPath(): string {
  return document.documentElement.dataset.apiPath || "/api";
}

/** A JSON call answered with a status the caller does not accept. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`${url} answered ${status}`);
    this.name = "ApiError";
  }
}

export interface JsonCall {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** Send the JSON body as text/plain (a form-like request the server reads as JSON). */
  bodyAsText?: boolean;
  /** Never from the browser's HTTP cache (a session's state, a fresh challenge). */
  fresh?: boolean;
  /** Statuses besides 2xx whose JSON body is the answer (a 404 "no such code", a 409 with the cart). */
  alsoAccept?: readonly number[];
}

function send(url: string, call: JsonCall): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (call.body !== undefined)
    headers["content-type"] = call.bodyAsText ? "text/plain;charset=UTF-8" : "application/json";
  return fetch(url, {
    method: call.method ?? "GET",
    headers,
    credentials: "same-origin",
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    cache: call.fresh ? "no-store" : undefined,
  });
}

/** The answer's JSON; any status but 2xx (or one of `alsoAccept`) rejects with ApiError. */
export async function fetchJson<T>(url: string, call: JsonCall = {}): Promise<T> {
  const res = await send(url, call);
  if (!res.ok && !call.alsoAccept?.includes(res.status)) throw new ApiError(res.status, url);
  return (await res.json()) as T;
}

/** One page of a paged list: a 404 means past the last page (PageNotFound ends paging). */
export async function fetchPage<T>(url: string): Promise<T> {
  try {
    return await fetchJson<T>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new PageNotFound();
    throw error;
  }
}

/** The status and JSON body (null when there is none) of a call whose refusals carry their own message. */
export async function fetchAnswer<T>(
  url: string,
  call: JsonCall = {},
): Promise<{ status: number; ok: boolean; body: T | null }> {
  const res = await send(url, call);
  const body = (await res.json().catch(() => null)) as T | null;
  return { status: res.status, ok: res.ok, body };
}
