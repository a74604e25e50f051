/**
 * The overlays and the readers of the overlay machine's
 * snapshot (machines/overlay.ts). Kept apart from the machine so the shell can
 * read "which overlay is open" without loading xstate.
 */
export const OVERLAYS = [
  "slideMenu",
  "search",
  "mobileSearch",
  "lightbox",
  "viewingRoomLightbox",
  "register",
  "login",
  "popupAd",
  "privacyNotice",
] as const;

export type OverlayName = (typeof OVERLAYS)[number];

/** Opening login, register, lightbox or popup locks body scroll. */
export const SCROLL_LOCKING_OVERLAYS: readonly OverlayName[] = ["login", "register", "lightbox", "popupAd"];

/** On iOS the login and register forms get an extra fix class. */
export const IOS_FIX_OVERLAYS: readonly OverlayName[] = ["login", "register"];

/** What the readers need of an overlay snapshot. */
interface OverlayStateLike {
  matches(state: OverlayName): boolean;
  hasTag(tag: string): boolean;
}

/** The overlay on screen, or null. */
export function activeOverlay(snapshot: OverlayStateLike): OverlayName | null {
  return OVERLAYS.find((overlay) => snapshot.matches(overlay)) ?? null;
}

/** Body scroll is locked while login, register, lightbox or popup is open. */
export function isScrollLocked(snapshot: OverlayStateLike): boolean {
  return snapshot.hasTag("scrollLock");
}
