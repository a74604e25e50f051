import type { MouseEvent } from "react";
import { useRootData } from "#app/lib/rootData";
import { MYGUIDE_SIGN_IN_TEXT } from "#machines/rules/guide/myguideAccess";
import { useOverlayActor } from "./ShellProvider";

/**
 * Myguide needs a sign-in: a visitor's click on a myguide link, wherever it
 * sits (top navigation, slide menu, site index, guide home), is blocked and
 * the sign-in opens with 'Sign in to access your myguide.'. Without
 * JavaScript the link leads to the page, which says the same.
 */
export function useMyguideSignInGate(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const { viewer } = useRootData();
  const overlay = useOverlayActor();
  return (event) => {
    if (viewer) return;
    event.preventDefault();
    overlay.send({ type: "OPEN", overlay: "login", prompt: MYGUIDE_SIGN_IN_TEXT });
  };
}
