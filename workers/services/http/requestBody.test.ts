import { describe, expect, it } from "vitest";
import { BODY_LIMITS, REQUEST_BODY_MESSAGES, readFormFields, readTextBody } from "./requestBody";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/form", { method: "POST", body, headers });

/** A body sent in chunks without a Content-Length, the way a client streaming it would. */
function streamed(chunks: number, chunkBytes: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === chunks) controller.close();
      else controller.enqueue(new TextEncoder().encode("x".repeat(chunkBytes)));
    },
  });
  return new Request("http://localhost/form", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    duplex: "half",
  } as RequestInit);
}

describe("form bodies", () => {
  it("reads url-encoded and multipart fields, and files apart", async () => {
    const form = new FormData();
    form.append("name", "Ada\r\nField");
    form.append("image", new File(["png"], "a.png", { type: "image/png" }));
    const multipart = await readFormFields(post(form));
    expect(multipart.ok && multipart.value.fields).toEqual({ name: "Ada\r\nField" });
    expect(multipart.ok && Object.keys(multipart.value.files)).toEqual(["image"]);
    const encoded = await readFormFields(post(new URLSearchParams({ a: "1", b: "two" })));
    expect(encoded).toEqual({ ok: true, value: { fields: { a: "1", b: "two" }, files: {} } });
  });

  it("reads a body that is no form as an empty one", async () => {
    expect(await readFormFields(post("{not a form", { "content-type": "multipart/form-data" }))).toEqual({
      ok: true,
      value: { fields: {}, files: {} },
    });
  });

  it("refuses a field over the limit, naming it, unless the form allows it more", async () => {
    const long = new URLSearchParams({ short: "x", description: "x".repeat(BODY_LIMITS.fieldChars + 1) });
    expect(await readFormFields(post(long))).toEqual({
      ok: false,
      message: REQUEST_BODY_MESSAGES.fieldTooLong("description", BODY_LIMITS.fieldChars),
    });
    expect((await readFormFields(post(long), { description: 200_000 })).ok).toBe(true);
  });

  it("refuses a body over the limit, said or sent, without reading it whole", async () => {
    const tooLarge = { ok: false, message: REQUEST_BODY_MESSAGES.tooLarge(BODY_LIMITS.formBytes) };
    expect(await readFormFields(streamed(2, BODY_LIMITS.formBytes / 2 + 1))).toEqual(tooLarge);
    const said = post("a=1", { "content-type": "application/x-www-form-urlencoded", "content-length": "99999999" });
    expect(await readFormFields(said)).toEqual(tooLarge);
    expect(REQUEST_BODY_MESSAGES.tooLarge(BODY_LIMITS.multipartBytes)).toBe(
      "This request is too large to be read: it may carry at most 10 MB.",
    );
  });
});

describe("text bodies", () => {
  it("reads a body within the limit and refuses a larger one", async () => {
    expect(await readTextBody(post('{"a":"é"}'), BODY_LIMITS.jsonBytes)).toEqual({ ok: true, value: '{"a":"é"}' });
    expect(await readTextBody(post("x".repeat(BODY_LIMITS.jsonBytes + 1)), BODY_LIMITS.jsonBytes)).toEqual({
      ok: false,
      message: "This request is too large to be read: it may carry at most 64 KB.",
    });
  });
});
