import { data } from "react-router";
import { readFormFields } from "#workers/services/http/requestBody";

/** Options of a form read: the fields of this form allowed more than the usual limit, with their own limit. */
export interface FormReadOptions {
  longFields?: Readonly<Record<string, number>>;
}

/**
 * A form post's text fields and files. A body or field over its limit
 * (workers/services/http/requestBody.ts) is answered 400 with the message naming it,
 * before the action runs; a body that is no form at all reads as an empty form,
 * so the action answers with its usual message instead of a 500.
 */
async function readForm(request: Request, options: FormReadOptions) {
  const read = await readFormFields(request, options.longFields);
  if (!read.ok) throw data(read.message, { status: 400, headers: { "cache-control": "private, no-store" } });
  return read.value;
}

/** A form post as a plain object of strings (files ignored), ready for valibot. */
export async function formObject(request: Request, options: FormReadOptions = {}): Promise<Record<string, string>> {
  return (await readForm(request, options)).fields;
}

/** The first valibot message, for a form's alert line. */
export function firstMessage(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? "Please check the form.";
}

/** A multipart form post: its text fields (as formObject) and its chosen files by field name. */
export async function formParts(
  request: Request,
  options: FormReadOptions = {},
): Promise<{ fields: Record<string, string>; files: Record<string, File> }> {
  return readForm(request, options);
}
