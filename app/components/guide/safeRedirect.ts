/** A same-site path to go back to after a form post; anything else falls back. */
export function safeRedirect(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || value.length > 2000) return fallback;
  return value;
}
