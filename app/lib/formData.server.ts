/**
 * A form post as a plain object of strings (files ignored), ready for valibot.
 * A body that is no form at all (wrong content type, broken multipart) reads as
 * an empty form, so the action answers with its usual message instead of a 500.
 */
export async function formObject(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => new FormData());
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  return out;
}

/** The first valibot message, for a form's alert line. */
export function firstMessage(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? "Please check the form.";
}

/** A multipart form post: its text fields (as formObject) and its chosen files by field name. */
export async function formParts(
  request: Request,
): Promise<{ fields: Record<string, string>; files: Record<string, File> }> {
  const form = await request.formData().catch(() => new FormData());
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else files[key] = value;
  }
  return { fields, files };
}
