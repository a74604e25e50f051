import type { IssueFormat } from "./shop";

/** The formats' names for a line that carries no name of its own (a cart stored before names were kept). */
const GENERIC_NAMES: Record<IssueFormat, string> = { print: "Print", digital: "Digital", product: "Print + extras" };

/**
 * A format as the reader met it: the issue's own name for it ("Print + tote bag"), so the cart, the
 * order, the invoice and the confirmation say what the purchase page said.
 */
export function formatName(format: string, label: string): string {
  if (label.trim() !== "") return label;
  return GENERIC_NAMES[format as IssueFormat] ?? format;
}
