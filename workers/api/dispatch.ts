import type { AppContext } from "#workers/context";
import type { RequestLog } from "#workers/requestScope";
import { logError } from "#workers/services/http/requestLog";
import {
  isServiceUnavailable,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_MESSAGE,
} from "#workers/services/http/serviceUnavailable";
import type { ApiCall } from "./call";
import { BadInput, badRequest, json, notFound } from "./http";
import { apiTable } from "./table";

interface CompiledCall {
  call: ApiCall;
  regex: RegExp;
  names: string[];
}

function compile(call: ApiCall): CompiledCall {
  const names: string[] = [];
  const source = call.path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { call, regex: new RegExp(`^${source}/?$`), names };
}

// Fewer parameters first, so "/items/columns" wins over "/items/:id".
const compiled = apiTable.map(compile).sort((a, b) => a.names.length - b.names.length);

/**
 * Answers a request below the api path, or a JSON 404/405/400. A failure is a
 * 500 (503 when a dependency did not answer) with the request id to quote, never a stack trace; the error goes to the
 * log with that id. The matched call's path pattern goes on the request's log line.
 */
export async function handleApi(request: Request, app: AppContext, log: RequestLog): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(app.config.apiPath.length) || "/";
  const matches = compiled
    .map((entry) => ({ entry, m: entry.regex.exec(path) }))
    .filter((x): x is { entry: CompiledCall; m: RegExpExecArray } => x.m !== null);
  if (matches.length === 0) return notFound(`No API call at ${url.pathname}.`);
  log.route = `${app.config.apiPath}${matches[0]!.entry.call.path}`;
  const method = request.method.toUpperCase() === "HEAD" ? "GET" : request.method.toUpperCase();
  const match = matches.find(({ entry }) => entry.call.method === method);
  if (match) log.route = `${app.config.apiPath}${match.entry.call.path}`;
  if (!match) {
    const allow = [...new Set(matches.map(({ entry }) => entry.call.method))].join(", ");
    return json({ error: `Method ${method} is not allowed here.` }, { status: 405, headers: { allow } });
  }
  const params: Record<string, string> = {};
  try {
    match.entry.names.forEach((name, i) => {
      params[name] = decodeURIComponent(match.m[i + 1] ?? "");
    });
  } catch {
    // A broken escape such as "%zz" in the path.
    return badRequest(`The address ${url.pathname} is not valid.`, match.entry.call.errorField);
  }
  try {
    return await match.entry.call.handle({ request, url, params, app });
  } catch (error) {
    if (error instanceof BadInput) return badRequest(error.message, match.entry.call.errorField);
    logError(log, "api", error);
    if (isServiceUnavailable(error))
      return json(
        { error: SERVICE_UNAVAILABLE_MESSAGE, requestId: log.requestId },
        { status: 503, headers: { "x-request-id": log.requestId, "retry-after": String(RETRY_AFTER_SECONDS) } },
      );
    return json(
      { error: "The server could not answer this request.", requestId: log.requestId },
      { status: 500, headers: { "x-request-id": log.requestId } },
    );
  }
}
