/**
 * The search highlight for a reader the paywall stops: it comes only from
 * what the wall shows (title, dek, byline and the excerpt), never from the
 * body. FTS5 gives snippets of the indexed columns; the excerpt is not
 * indexed, so its matched words are marked here the way FTS5 would.
 */
import { ftsWords, SNIPPET_CLOSE, SNIPPET_OPEN } from "./search-query";

export interface PublicSnippets {
  /** FTS5 snippets (with the markers) of the title, dek and byline columns. */
  title: string;
  dek: string;
  byline: string;
  /** The article's excerpt as stored, plain text. */
  excerpt: string;
}

/** Folded like the FTS5 tokenizer (unicode61 remove_diacritics 2). */
function fold(word: string): string {
  return word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The excerpt with each word of the query marked; the last query word matches as a prefix. */
export function markWords(text: string, query: string): string {
  const words = ftsWords(query).map(fold);
  if (words.length === 0) return text;
  const last = words[words.length - 1]!;
  return text.replace(/[\p{L}\p{N}]+/gu, (token) => {
    const folded = fold(token);
    return words.includes(folded) || folded.startsWith(last) ? `${SNIPPET_OPEN}${token}${SNIPPET_CLOSE}` : token;
  });
}

const marks = (snippet: string) => snippet.split(SNIPPET_OPEN).length - 1;

/** The public field with the most matched words (dek first on a tie); the dek or excerpt unmarked when none matches. */
export function publicHighlight(snippets: PublicSnippets, query: string): string {
  const candidates = [snippets.dek, markWords(snippets.excerpt, query), snippets.title, snippets.byline];
  let best = candidates[0]!;
  for (const candidate of candidates) if (marks(candidate) > marks(best)) best = candidate;
  if (marks(best) > 0) return best;
  return snippets.dek || snippets.excerpt;
}
