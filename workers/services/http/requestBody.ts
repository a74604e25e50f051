import { UPLOAD_MAX_BYTES } from "#machines/rules/admin/imageUpload";

/**
 * The limits on what a request may carry, checked before any schema reads it,
 * so no form or /api write stores megabytes even where its schema forgets a
 * maximum length. A body over its limit is refused without being read whole.
 */
export const BODY_LIMITS = {
  /** A url-encoded form (the longest field a form takes is 300,000 characters of addresses). */
  formBytes: 1024 * 1024,
  /** A multipart form: room for an image over the upload limit, so it is answered with the image's own message. */
  multipartBytes: 2 * UPLOAD_MAX_BYTES,
  /** A JSON body of an /api write: a cart of 50 lines is a few kilobytes. */
  jsonBytes: 64 * 1024,
  /** Any one text field of a form, unless the route names a longer one. */
  fieldChars: 100_000,
} as const;

/** "64 KB", "1 MB": a limit as the messages say it. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const REQUEST_BODY_MESSAGES = {
  tooLarge: (maxBytes: number) => `This request is too large to be read: it may carry at most ${sizeText(maxBytes)}.`,
  fieldTooLong: (name: string, maxChars: number) =>
    `The field “${name}” is too long: it may hold at most ${maxChars.toLocaleString("en-US")} characters.`,
} as const;

export type BodyRead<T> = { ok: true; value: T } | { ok: false; message: string };

/** The body's bytes, or null when it is larger than `maxBytes` (stated or sent). */
async function bytesWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The body as text, refused when larger than `maxBytes`. A body that breaks off reads as empty. */
export async function readTextBody(request: Request, maxBytes: number): Promise<BodyRead<string>> {
  const bytes = await bytesWithin(request, maxBytes).catch(() => new Uint8Array());
  if (!bytes) return { ok: false, message: REQUEST_BODY_MESSAGES.tooLarge(maxBytes) };
  return { ok: true, value: new TextDecoder().decode(bytes) };
}

export interface FormFields {
  fields: Record<string, string>;
  files: Record<string, File>;
}

/**
 * A form post's text fields and chosen files, within the body and field limits;
 * `longFields` names the fields of this form allowed more than BODY_LIMITS.fieldChars.
 * A body that is no form at all (wrong content type, broken multipart) reads as an
 * empty form, so the action answers with its usual message.
 */
export async function readFormFields(
  request: Request,
  longFields: Readonly<Record<string, number>> = {},
): Promise<BodyRead<FormFields>> {
  const type = request.headers.get("content-type") ?? "";
  const maxBytes = /^multipart\/form-data/i.test(type) ? BODY_LIMITS.multipartBytes : BODY_LIMITS.formBytes;
  const bytes = await bytesWithin(request, maxBytes).catch(() => new Uint8Array());
  if (!bytes) return { ok: false, message: REQUEST_BODY_MESSAGES.tooLarge(maxBytes) };
  const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => new FormData());
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") {
      files[name] = value;
      continue;
    }
    const maxChars = longFields[name] ?? BODY_LIMITS.fieldChars;
    if (value.length > maxChars) return { ok: false, message: REQUEST_BODY_MESSAGES.fieldTooLong(name, maxChars) };
    fields[name] = value;
  }
  return { ok: true, value: { fields, files } };
}
