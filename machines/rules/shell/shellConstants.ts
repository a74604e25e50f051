/**
 * Shell constants ("Business constants and limits"), shared by
 * the header and overlay machines, the styles' breakpoints and the server.
 */

/** Header scroll throttle. */
export const HEADER_SCROLL_THROTTLE_MS = 150;
/** A scroll direction only counts once the page moved this far since the last turn. */
export const SCROLL_DIRECTION_THRESHOLD_PX = 32;
/** Height of the minimised (sticky) header bar. */
export const MINIMIZED_HEADER_HEIGHT_PX = 79;
/** The spec names a separate small-screen breakpoint with the same value. */
export const SMALL_SCREEN_BREAKPOINT_PX = 840;
/** The login overlay closes this long after the reader becomes signed in. */
export const LOGIN_OVERLAY_CLOSE_DELAY_MS = 200;
/** A lazily loaded asset chunk times out after this long. */
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;
/** Username in the menu cut to this many characters. */
export const USERNAME_MENU_LENGTH = 10;

/** True below the medium breakpoint: the header follows the mobile hiding rule. */
export function isMobileWidth(width: number): boolean {
  return width < SMALL_SCREEN_BREAKPOINT_PX;
}
