/**
 * Turns a reader's search words into a safe FTS5 MATCH expression: every word
 * is quoted (so FTS5 operators and punctuation in the input are inert), words
 * are ANDed, and the last one matches as a prefix for search-as-you-type.
 */
export function ftsWords(input: string): string[] {
  return (
    input
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 12) ?? []
  );
}

export function ftsQuery(
  input: string,
  { prefixLast = true, column }: { prefixLast?: boolean; column?: string } = {},
): string | null {
  const words = ftsWords(input);
  if (words.length === 0) return null;
  const terms = words.map((w, i) => `"${w}"${prefixLast && i === words.length - 1 ? "*" : ""}`).join(" ");
  return column ? `${column} : (${terms})` : terms;
}

const OPEN = "\u0001";
const CLOSE = "\u0002";
/** Markers passed to FTS5 snippet(); `markHighlight` turns them into <mark> after escaping the text. */
export const SNIPPET_OPEN = OPEN;
export const SNIPPET_CLOSE = CLOSE;

export function markHighlight(snippet: string): string {
  const escaped = snippet.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  // Balanced by construction: FTS5 always emits an open and a close marker per match.
  return escaped.split(OPEN).join("<mark>").split(CLOSE).join("</mark>");
}
