import type { MouseEvent } from "react";
import { shareWindowFeatures } from "#app/rules/shell/share";

/** Opens a social share link in a 550 × 450 window; without JavaScript the link opens a tab. */
export function openShareWindow(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.open(event.currentTarget.href, "share", shareWindowFeatures(window.screen.width, window.screen.height));
}
