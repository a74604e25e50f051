import { afterEach, describe, expect, it, vi } from "vitest";
import { PageNotFound } from "#machines/rules/shell/paging";
import { ApiError, fetchAnswer, fetchJson, fetchPage } from "./jsonApi";

/** Answers every fetch with `status` and `body`, and records what was asked. */
function serve(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the JSON API client", () => {
  it("asks for JSON with the reader's cookies and sends a body as JSON or, when asked, as text", async () => {
    const calls = serve(200, { ok: true });
    expect(await fetchJson("/api/x", { method: "POST", body: { a: 1 } })).toEqual({ ok: true });
    await fetchJson("/api/y", { method: "POST", body: { b: 2 }, bodyAsText: true, fresh: true });
    const [json, text] = calls;
    expect(json!.init.headers).toEqual({ accept: "application/json", "content-type": "application/json" });
    expect(json!.init.credentials).toBe("same-origin");
    expect(json!.init.body).toBe('{"a":1}');
    expect(json!.init.cache).toBeUndefined();
    expect((text!.init.headers as Record<string, string>)["content-type"]).toBe("text/plain;charset=UTF-8");
    expect(text!.init.cache).toBe("no-store");
  });

  it("rejects a refusal with its status unless the call accepts it", async () => {
    serve(404, { message: "No such code" });
    const refused = await fetchJson("/api/code/X").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(404);
    expect(await fetchJson("/api/code/X", { alsoAccept: [404] })).toEqual({ message: "No such code" });
  });

  it("ends paging on a 404 and reports any other failure as it is", async () => {
    serve(404, undefined);
    await expect(fetchPage("/api/list?page=9")).rejects.toBeInstanceOf(PageNotFound);
    serve(503, undefined);
    await expect(fetchPage("/api/list?page=2")).rejects.toMatchObject({ status: 503 });
  });

  it("gives a refusal's status and message to calls that show the server's own text", async () => {
    serve(429, { error: "Too many tries" });
    expect(await fetchAnswer("/api/user/search")).toEqual({
      status: 429,
      ok: false,
      body: { error: "Too many tries" },
    });
    serve(400, undefined);
    expect(await fetchAnswer("/api/user/search")).toEqual({ status: 400, ok: false, body: null });
  });
});
