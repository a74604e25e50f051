import { useActorRef, useSelector } from "@xstate/react";
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { ActorRefFrom } from "xstate";
import { headerMachine } from "../../../machines/header";
import { activeOverlay, isScrollLocked, overlayMachine, type OverlayName } from "../../../machines/overlay";
import { isPrivacyAccepted, PRIVACY_ACCEPTED_KEY } from "../../../machines/rules/privacyNotice";
import { useKeyboardFocusTracking } from "../../lib/focusTracking";
import { devInspector } from "../../lib/inspector";
import { useBodyScrollLock } from "../../lib/scrollLock";

type OverlayActor = ActorRefFrom<typeof overlayMachine>;
type HeaderActor = ActorRefFrom<typeof headerMachine>;

const OverlayContext = createContext<OverlayActor | null>(null);
const HeaderContext = createContext<HeaderActor | null>(null);

/**
 * Owns the two shell machines for the whole document. Components send events
 * and select from snapshots; the browser wiring (Escape, scroll, resize,
 * scroll lock, page changes, privacy notice) lives here and nowhere else.
 */
export function ShellProvider({ devInspect, children }: { devInspect: boolean; children: ReactNode }) {
  const inspect = devInspector(devInspect);
  const overlay = useActorRef(overlayMachine, { inspect });
  const header = useActorRef(headerMachine, { input: {}, inspect });

  useKeyboardFocusTracking();

  // Marks the page interactive: styles can tell enhanced from plain pages, and tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useBodyScrollLock(useSelector(overlay, isScrollLocked));

  // Escape closes the active overlay.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && activeOverlay(overlay.getSnapshot())) {
        event.preventDefault();
        overlay.send({ type: "ESCAPE" });
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [overlay]);

  // A new page closes menus and forms.
  const location = useLocation();
  const firstLocation = useRef(true);
  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    overlay.send({ type: "NAVIGATED" });
  }, [location.pathname, location.search, overlay]);

  // Scroll and viewport feed the header machine; the throttle is the machine's.
  useEffect(() => {
    const onScroll = () => header.send({ type: "SCROLL", y: window.scrollY });
    const onResize = () => header.send({ type: "RESIZE", width: window.innerWidth });
    onResize();
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    };
  }, [header]);

  // The mobile hiding rule needs to know whether the slide menu is open.
  const slideMenuOpen = useSelector(overlay, (s) => s.matches("slideMenu"));
  useEffect(() => {
    header.send({ type: slideMenuOpen ? "SLIDE_MENU_OPENED" : "SLIDE_MENU_CLOSED" });
  }, [slideMenuOpen, header]);

  // Privacy notice: read after hydration so readers who accepted never see it flash.
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(PRIVACY_ACCEPTED_KEY);
    } catch {
      // Storage blocked (private mode): show the notice; accepting then lasts for this page.
    }
    if (!isPrivacyAccepted(stored) && activeOverlay(overlay.getSnapshot()) === null) {
      overlay.send({ type: "OPEN", overlay: "privacyNotice" });
    }
  }, [overlay]);

  return (
    <OverlayContext.Provider value={overlay}>
      <HeaderContext.Provider value={header}>{children}</HeaderContext.Provider>
    </OverlayContext.Provider>
  );
}

/** The overlay machine's actor: `useOverlayActor().send({ type: "OPEN", overlay: "lightbox" })`. */
export function useOverlayActor(): OverlayActor {
  const actor = useContext(OverlayContext);
  if (!actor) throw new Error("useOverlayActor() must be used inside <ShellProvider>");
  return actor;
}

/** The header machine's actor; the leaderboard ad sends LEADERBOARD_MEASURED {height} to it. */
export function useHeaderActor(): HeaderActor {
  const actor = useContext(HeaderContext);
  if (!actor) throw new Error("useHeaderActor() must be used inside <ShellProvider>");
  return actor;
}

/** The overlay on screen, or null. */
export function useActiveOverlay(): OverlayName | null {
  return useSelector(useOverlayActor(), activeOverlay);
}
