/**
 * The field a form sends its reader to when it comes back with errors: the
 * first, in the order the page shows its fields, that has a message.
 */
export function firstErrorField(
  errors: Readonly<Record<string, string>>,
  fieldOrder: readonly string[],
): string | null {
  return fieldOrder.find((name) => Boolean(errors[name])) ?? null;
}
