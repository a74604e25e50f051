import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SETTLE_MS } from "./whenSettled";

/** A loaded page whose idle callbacks run at once; the gate module fresh for each test. */
async function loadedPage() {
  vi.resetModules();
  const page = new EventTarget();
  vi.stubGlobal("window", {
    setTimeout,
    clearTimeout,
    addEventListener: page.addEventListener.bind(page),
    removeEventListener: page.removeEventListener.bind(page),
    requestIdleCallback: (run: () => void) => setTimeout(run, 0),
    cancelIdleCallback: clearTimeout,
  });
  vi.stubGlobal("document", { readyState: "complete" });
  const { hydrationGate } = await import("./hydrationGate");
  return { hydrationGate, fire: (type: string) => page.dispatchEvent(new Event(type)) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("parts hydrated late", () => {
  it("wait on one gate while the page is untouched, and not after it opens", async () => {
    const { hydrationGate, fire } = await loadedPage();
    const gate = hydrationGate();
    expect(gate).not.toBeNull();
    expect(hydrationGate()).toBe(gate);
    fire("pointerdown");
    expect(hydrationGate()).toBeNull();
  });

  for (const input of ["pointerdown", "keydown", "focusin", "touchstart", "click"]) {
    it(`hydrate at the reader's first ${input}, already fulfilled for React's use()`, async () => {
      const { hydrationGate, fire } = await loadedPage();
      const gate = hydrationGate();
      fire(input);
      // Read synchronously in the same event: React hydrates the touched part before the event reaches it.
      expect(gate?.status).toBe("fulfilled");
      await expect(gate).resolves.toBeUndefined();
    });
  }

  it("hydrate once the untouched page has settled", async () => {
    const { hydrationGate } = await loadedPage();
    const gate = hydrationGate();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(gate?.status).toBeUndefined();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(gate?.status).toBe("fulfilled");
    expect(hydrationGate()).toBeNull();
  });
});
