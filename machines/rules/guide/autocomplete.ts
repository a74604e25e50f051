/**
 * The guide search box autocomplete's (machines/autocomplete.ts) pure rules
 * and snapshot reader, usable without loading xstate.
 */

/** The options for a text: start with it case-insensitively, not equal to it. */
export function autocompleteOptions(names: readonly string[], text: string): string[] {
  const typed = text.trim().toLowerCase();
  if (!typed) return [];
  return names.filter((name) => name.toLowerCase().startsWith(typed) && name.toLowerCase() !== typed);
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
