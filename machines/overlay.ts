import { assign, setup, type TransitionConfig } from "xstate";
import { IOS_FIX_OVERLAYS, OVERLAYS, type OverlayName, SCROLL_LOCKING_OVERLAYS } from "#machines/rules/shell/overlays";
import { LOGIN_OVERLAY_CLOSE_DELAY_MS } from "#machines/rules/shell/shellConstants";

// The names and readers live in rules/overlays so first-load code can use them without xstate.
export {
  activeOverlay,
  isScrollLocked,
  OVERLAYS,
  type OverlayName,
} from "#machines/rules/shell/overlays";

/**
 * Overlays: one active at a time; opening
 * another replaces it; Escape closes the active one; login, register,
 * lightbox and popup lock body scroll; the login overlay closes 200 ms after
 * the reader becomes signed in, and closing it resets its prompt and fields.
 *
 * One state per overlay so the inspector shows which one is open. Components
 * send events and read `activeOverlay`, `isScrollLocked` and `loginResets`.
 */
export type OverlayEvent =
  | { type: "OPEN"; overlay: OverlayName; prompt?: string }
  | { type: "TOGGLE"; overlay: OverlayName }
  /** Closes the active overlay; with `overlay`, only if that one is active. */
  | { type: "CLOSE"; overlay?: OverlayName }
  | { type: "ESCAPE" }
  /** The reader became signed in (login form succeeded). */
  | { type: "SIGNED_IN" }
  /** The page changed: menus and forms close, the privacy notice stays until answered. */
  | { type: "NAVIGATED" };

export interface OverlayContext {
  /** A message shown above the login fields, e.g. "Sign in to add this listing to your myguide." */
  loginPrompt: string | null;
  /** Counts closings of the login overlay; the form is keyed by it so its fields start empty. */
  loginResets: number;
}

type Transitions = Partial<
  Record<
    OverlayEvent["type"],
    TransitionConfig<OverlayContext, OverlayEvent, OverlayEvent, never, never, never, never, never>
  >
>;

const opensOn =
  (overlay: OverlayName) =>
  ({ event }: { event: OverlayEvent }) =>
    (event.type === "OPEN" || event.type === "TOGGLE") && event.overlay === overlay;

const closeFor =
  (overlay: OverlayName) =>
  ({ event }: { event: OverlayEvent }) =>
    event.type === "CLOSE" && (event.overlay === undefined || event.overlay === overlay);

function overlayState(overlay: OverlayName, extra: { closesOnNavigation: boolean }) {
  const on = {
    // Asking for the overlay that is already open changes nothing (no field reset).
    OPEN: { guard: opensOn(overlay) },
    TOGGLE: { guard: opensOn(overlay), target: "#overlay.none" },
    CLOSE: { guard: closeFor(overlay), target: "#overlay.none" },
    ESCAPE: { target: "#overlay.none" },
    ...(extra.closesOnNavigation ? { NAVIGATED: { target: "#overlay.none" } } : {}),
  } as Transitions;
  return {
    tags: [
      ...(SCROLL_LOCKING_OVERLAYS.includes(overlay) ? ["scrollLock"] : []),
      ...(IOS_FIX_OVERLAYS.includes(overlay) ? ["iosFix"] : []),
    ],
    on,
  };
}

export const overlayMachine = setup({
  types: {
    context: {} as OverlayContext,
    events: {} as OverlayEvent,
  },
  delays: {
    loginCloseDelay: LOGIN_OVERLAY_CLOSE_DELAY_MS,
  },
  actions: {
    rememberLoginPrompt: assign({
      loginPrompt: ({ event }) => (event.type === "OPEN" && event.prompt ? event.prompt : null),
    }),
    resetLogin: assign({
      loginPrompt: null,
      loginResets: ({ context }) => context.loginResets + 1,
    }),
  },
}).createMachine({
  id: "overlay",
  initial: "none",
  context: { loginPrompt: null, loginResets: 0 },
  on: {
    // Opening one overlay replaces whichever is active.
    OPEN: OVERLAYS.map((overlay) => ({
      guard: opensOn(overlay),
      target: `.${overlay}`,
      ...(overlay === "login" ? { actions: "rememberLoginPrompt" as const } : {}),
    })),
    TOGGLE: OVERLAYS.map((overlay) => ({ guard: opensOn(overlay), target: `.${overlay}` })),
  },
  states: {
    none: {},
    slideMenu: overlayState("slideMenu", { closesOnNavigation: true }),
    search: overlayState("search", { closesOnNavigation: true }),
    mobileSearch: overlayState("mobileSearch", { closesOnNavigation: true }),
    lightbox: overlayState("lightbox", { closesOnNavigation: true }),
    viewingRoomLightbox: overlayState("viewingRoomLightbox", { closesOnNavigation: true }),
    register: overlayState("register", { closesOnNavigation: true }),
    login: {
      ...overlayState("login", { closesOnNavigation: true }),
      // Closing the login overlay resets the login prompt and the fields.
      exit: "resetLogin",
      initial: "signingIn",
      states: {
        signingIn: {
          on: { SIGNED_IN: "signedIn" },
        },
        signedIn: {
          after: { loginCloseDelay: "#overlay.none" },
        },
      },
    },
    popupAd: overlayState("popupAd", { closesOnNavigation: true }),
    // The notice waits for an answer: moving to another page does not dismiss it.
    privacyNotice: overlayState("privacyNotice", { closesOnNavigation: false }),
  },
});
