import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { inOwnTask } from "#app/lib/inOwnTask";
import { enableDevInspector } from "#app/lib/inspector";
import { type LazyActor, useLazyActor, useLazySelector } from "#app/lib/lazyActor";
import { useBodyScrollLock } from "#app/lib/scrollLock";
import { rememberVisitStart } from "#app/lib/visit";
import { isPrivacyAccepted, PRIVACY_ACCEPTED_KEY } from "#app/rules/shell/privacyNotice";
import type { headerMachine } from "#machines/header";
import type { overlayMachine } from "#machines/overlay";
import { activeOverlay, isScrollLocked, type OverlayName } from "#machines/rules/shell/overlays";

type OverlayActor = LazyActor<typeof overlayMachine>;
type HeaderActor = LazyActor<typeof headerMachine>;

const OverlayContext = createContext<OverlayActor | null>(null);
const HeaderContext = createContext<HeaderActor | null>(null);

const loadOverlay = () => import("#machines/overlay").then((m) => m.overlayMachine);
const loadHeader = () => import("#machines/header").then((m) => m.headerMachine);

/** Whether `target` is inside a modal dialog of the page itself, not one of the shell's overlays. */
function inPageModal(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[aria-modal="true"]:not(.overlay__panel)') !== null;
}

/**
 * Owns the two shell machines for the whole document. Components send events
 * and select from snapshots; the browser wiring (Escape, scroll, resize,
 * scroll lock, page changes, privacy notice) lives here and nowhere else.
 * Both machines start on use: the overlay machine on the first overlay opened,
 * the header machine on the first scroll (at the top nothing about it shows).
 */
export function ShellProvider({ devInspect, children }: { devInspect: boolean; children: ReactNode }) {
  // Before any machine below starts: each one created then is shown in the inspector.
  enableDevInspector(devInspect);
  const overlay = useLazyActor(loadOverlay);
  const header = useLazyActor(loadHeader, () => ({ input: {} }));

  // Marks the page interactive: styles can tell enhanced from plain pages, and tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    rememberVisitStart();
  }, []);
  useBodyScrollLock(useLazySelector(overlay, isScrollLocked, false));

  // Escape closes the active overlay (none is open before the machine runs),
  // unless the focus is in a page's own modal dialog (an image viewer over the
  // privacy notice): Escape closes that one only.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const snapshot = overlay.getSnapshot();
      if (event.key === "Escape" && snapshot && activeOverlay(snapshot) && !inPageModal(event.target)) {
        event.preventDefault();
        overlay.send({ type: "ESCAPE" });
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [overlay]);

  // A new page closes menus and forms; before the machine runs nothing is open.
  const location = useLocation();
  const firstLocation = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    if (overlay.started) overlay.send({ type: "NAVIGATED" });
  }, [location.pathname, location.search, overlay]);

  // Scroll and viewport feed the header machine; the throttle is the machine's.
  // It starts on the first scroll (or at once when the page opens scrolled), learning the width first.
  useEffect(() => {
    const onScroll = () => {
      if (!header.started) header.sendWhenStarted({ type: "RESIZE", width: window.innerWidth });
      header.send({ type: "SCROLL", y: window.scrollY });
    };
    // Before the machine runs there is nothing to resize: it learns the width when it starts (above).
    const onResize = () => {
      if (header.started) header.send({ type: "RESIZE", width: window.innerWidth });
    };
    if (window.scrollY > 0) onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    };
  }, [header]);

  // The mobile hiding rule needs to know whether the slide menu is open (closed is where it starts).
  const slideMenuOpen = useLazySelector(overlay, (s) => s.matches("slideMenu"), false);
  const menuWasOpen = useRef(false);
  useEffect(() => {
    if (menuWasOpen.current === slideMenuOpen) return;
    menuWasOpen.current = slideMenuOpen;
    header.sendWhenStarted({ type: slideMenuOpen ? "SLIDE_MENU_OPENED" : "SLIDE_MENU_CLOSED" });
  }, [slideMenuOpen, header]);

  // Privacy notice: read after hydration so readers who accepted never see it flash.
  useEffect(
    () =>
      inOwnTask(() => {
        let stored: string | null = null;
        try {
          stored = window.localStorage.getItem(PRIVACY_ACCEPTED_KEY);
        } catch {
          // Storage blocked (private mode): show the notice; accepting then lasts for this page.
        }
        const snapshot = overlay.getSnapshot();
        if (!isPrivacyAccepted(stored) && (!snapshot || activeOverlay(snapshot) === null)) {
          // Nobody pressed anything: the machine starts in the background with the notice opened,
          // so the shell shows it in a transition, in short slices, not in one task of the load.
          overlay.sendWhenStarted({ type: "OPEN", overlay: "privacyNotice" });
          void overlay.startInBackground().catch(() => {
            // Logged by start(); the notice shows with the overlay machine's next start.
          });
        }
      }),
    [overlay],
  );

  return (
    <OverlayContext.Provider value={overlay}>
      <HeaderContext.Provider value={header}>{children}</HeaderContext.Provider>
    </OverlayContext.Provider>
  );
}

/** The overlay machine's (lazy) actor: `useOverlayActor().send({ type: "OPEN", overlay: "lightbox" })`. */
export function useOverlayActor(): OverlayActor {
  const actor = useContext(OverlayContext);
  if (!actor) throw new Error("useOverlayActor() must be used inside <ShellProvider>");
  return actor;
}

/** The header machine's (lazy) actor; the leaderboard ad tells it its height. */
export function useHeaderActor(): HeaderActor {
  const actor = useContext(HeaderContext);
  if (!actor) throw new Error("useHeaderActor() must be used inside <ShellProvider>");
  return actor;
}

/** The overlay on screen, or null. */
export function useActiveOverlay(): OverlayName | null {
  return useLazySelector(useOverlayActor(), activeOverlay, null);
}
