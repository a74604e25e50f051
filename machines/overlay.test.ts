import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { activeOverlay, isScrollLocked, OVERLAYS, type OverlayName, overlayMachine } from "./overlay";

function start() {
  const actor = createActor(overlayMachine);
  actor.start();
  return actor;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("only one overlay is active at a time", () => {
  it("starts with no overlay", () => {
    const actor = start();
    expect(activeOverlay(actor.getSnapshot())).toBeNull();
    expect(isScrollLocked(actor.getSnapshot())).toBe(false);
  });

  it.each(OVERLAYS.map((o) => [o]))("opens %s", (overlay: OverlayName) => {
    const actor = start();
    actor.send({ type: "OPEN", overlay });
    expect(activeOverlay(actor.getSnapshot())).toBe(overlay);
  });

  it("opening another replaces it", () => {
    const actor = start();
    actor.send({ type: "OPEN", overlay: "slideMenu" });
    actor.send({ type: "OPEN", overlay: "search" });
    expect(activeOverlay(actor.getSnapshot())).toBe("search");
    actor.send({ type: "OPEN", overlay: "login" });
    expect(activeOverlay(actor.getSnapshot())).toBe("login");
  });

  it("toggles the same overlay closed and another one open", () => {
    const actor = start();
    actor.send({ type: "TOGGLE", overlay: "search" });
    expect(activeOverlay(actor.getSnapshot())).toBe("search");
    actor.send({ type: "TOGGLE", overlay: "slideMenu" });
    expect(activeOverlay(actor.getSnapshot())).toBe("slideMenu");
    actor.send({ type: "TOGGLE", overlay: "slideMenu" });
    expect(activeOverlay(actor.getSnapshot())).toBeNull();
  });
});

describe("closing", () => {
  it.each(OVERLAYS.map((o) => [o]))("Escape closes %s", (overlay: OverlayName) => {
    const actor = start();
    actor.send({ type: "OPEN", overlay });
    actor.send({ type: "ESCAPE" });
    expect(activeOverlay(actor.getSnapshot())).toBeNull();
  });

  it("CLOSE closes the active overlay", () => {
    const actor = start();
    actor.send({ type: "OPEN", overlay: "register" });
    actor.send({ type: "CLOSE" });
    expect(activeOverlay(actor.getSnapshot())).toBeNull();
  });

  it("CLOSE naming another overlay leaves the active one open", () => {
    const actor = start();
    actor.send({ type: "OPEN", overlay: "login" });
    actor.send({ type: "CLOSE", overlay: "search" });
    expect(activeOverlay(actor.getSnapshot())).toBe("login");
    actor.send({ type: "CLOSE", overlay: "login" });
    expect(activeOverlay(actor.getSnapshot())).toBeNull();
  });

  it("moving to another page closes menus and forms but not the privacy notice", () => {
    const actor = start();
    actor.send({ type: "OPEN", overlay: "slideMenu" });
    actor.send({ type: "NAVIGATED" });
    expect(activeOverlay(actor.getSnapshot())).toBeNull();
    actor.send({ type: "OPEN", overlay: "privacyNotice" });
    actor.send({ type: "NAVIGATED" });
    expect(activeOverlay(actor.getSnapshot())).toBe("privacyNotice");
  });
});

describe("body scroll lock", () => {
  it.each([
    ["login", true],
    ["register", true],
    ["lightbox", true],
    ["popupAd", true],
    ["slideMenu", false],
    ["search", false],
    ["mobileSearch", false],
    ["viewingRoomLightbox", false],
    ["privacyNotice", false],
  ] as const)("%s locks scroll: %s", (overlay, locked) => {
    const actor = start();
    actor.send({ type: "OPEN", overlay });
    expect(isScrollLocked(actor.getSnapshot())).toBe(locked);
  });

  it("closing unlocks, and replacing a locking overlay with a non-locking one unlocks", () => {
    const actor = start();
    actor.send({ type: "OPEN", overlay: "login" });
    actor.send({ type: "OPEN", overlay: "search" });
    expect(isScrollLocked(actor.getSnapshot())).toBe(false);
    actor.send({ type: "OPEN", overlay: "popupAd" });
    actor.send({ type: "CLOSE" });
    expect(isScrollLocked(actor.getSnapshot())).toBe(false);
  });

  it("marks login and register for the iOS fix class", () => {
    const actor = start();
    actor.send({ type: "OPEN", overlay: "register" });
    expect(actor.getSnapshot().hasTag("iosFix")).toBe(true);
    actor.send({ type: "OPEN", overlay: "lightbox" });
    expect(actor.getSnapshot().hasTag("iosFix")).toBe(false);
  });
});

describe("login overlay", () => {
  it("closes 200 ms after the reader becomes signed in", () => {
    const actor = start();
    actor.send({ type: "OPEN", overlay: "login" });
    actor.send({ type: "SIGNED_IN" });
    vi.advanceTimersByTime(199);
    expect(activeOverlay(actor.getSnapshot())).toBe("login");
    vi.advanceTimersByTime(1);
    expect(activeOverlay(actor.getSnapshot())).toBeNull();
  });

  it("ignores SIGNED_IN when the login overlay is not open", () => {
    const actor = start();
    actor.send({ type: "OPEN", overlay: "slideMenu" });
    actor.send({ type: "SIGNED_IN" });
    vi.advanceTimersByTime(1000);
    expect(activeOverlay(actor.getSnapshot())).toBe("slideMenu");
  });

  it("keeps the prompt it was opened with and resets prompt and fields on close", () => {
    const actor = start();
    actor.send({ type: "OPEN", overlay: "login", prompt: "Sign in to add this listing to your myguide." });
    expect(actor.getSnapshot().context.loginPrompt).toBe("Sign in to add this listing to your myguide.");
    const before = actor.getSnapshot().context.loginResets;
    actor.send({ type: "ESCAPE" });
    expect(actor.getSnapshot().context.loginPrompt).toBeNull();
    expect(actor.getSnapshot().context.loginResets).toBe(before + 1);
  });

  it("resets when replaced by another overlay, not when opened again", () => {
    const actor = start();
    actor.send({ type: "OPEN", overlay: "login" });
    actor.send({ type: "OPEN", overlay: "login" });
    expect(actor.getSnapshot().context.loginResets).toBe(0);
    actor.send({ type: "OPEN", overlay: "register" });
    expect(actor.getSnapshot().context.loginResets).toBe(1);
  });

  it("the close timer is cancelled when the reader closes it first", () => {
    const actor = start();
    actor.send({ type: "OPEN", overlay: "login" });
    actor.send({ type: "SIGNED_IN" });
    actor.send({ type: "CLOSE" });
    actor.send({ type: "OPEN", overlay: "search" });
    vi.advanceTimersByTime(500);
    expect(activeOverlay(actor.getSnapshot())).toBe("search");
  });
});
