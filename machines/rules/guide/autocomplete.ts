/**
 * The guide search box autocomplete's (machines/autocomplete.ts) pure rules
 * and snapshot reader, usable without loading xstate.
 */

/** A name as typing compares it: lower case, accents ignored ("São Paulo" → "sao paulo"). */
export function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The options for a text: start with it, case and accents ignored, not equal to it. */
export function autocompleteOptions(names: readonly string[], text: string): string[] {
  const typed = folded(text.trim());
  if (!typed) return [];
  return names.filter((name) => folded(name).startsWith(typed) && folded(name) !== typed);
}

interface AutocompleteStateLike {
  matches(state: "blurred"): boolean;
  context: { names: readonly string[]; text: string };
}

/** The options on screen: none unless focused (or just blurred) with text. */
export function visibleOptions(snapshot: AutocompleteStateLike): string[] {
  if (snapshot.matches("blurred")) return [];
  return autocompleteOptions(snapshot.context.names, snapshot.context.text);
}
