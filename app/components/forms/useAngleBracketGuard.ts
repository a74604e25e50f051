import { type KeyboardEvent, useState } from "react";
import { accountTexts } from "#machines/rules/account/accountTexts";

/**
 * Fields whose text may not hold < or > (the server refuses them as well):
 * typing either is blocked at the key, and the field says
 * 'The characters <> are not allowed.' until the reader types on in it.
 */
export function useAngleBracketGuard() {
  const [refusedIn, setRefusedIn] = useState<string | null>(null);
  return {
    /** The field's message while its last key was refused. */
    messageFor: (name: string) => (refusedIn === name ? accountTexts.angleBrackets : undefined),
    /** The field's key and input handlers. */
    guard: (name: string) => ({
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== "<" && event.key !== ">") return;
        event.preventDefault();
        setRefusedIn(name);
      },
      onInput: () => setRefusedIn((current) => (current === name ? null : current)),
    }),
  };
}
