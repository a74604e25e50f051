import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { mapTexts } from "#machines/rules/guide/map";
import { guideMapMachine, type MapLocation, nearbyToggleText } from "./guideMap";

const city: MapLocation[] = [
  { id: 1, latitude: 40.72, longitude: -74.0 },
  { id: 2, latitude: 40.75, longitude: -73.98 },
];
const near: MapLocation[] = [{ id: 9, latitude: 40.73, longitude: -73.99 }];

function start(options: { available?: boolean; exploreStyle?: "map" | "nearby"; refuse?: boolean } = {}) {
  let resolveOpen: (l: MapLocation[]) => void = () => {};
  let resolveNearby: (l: MapLocation[]) => void = () => {};
  const actor = createActor(
    guideMapMachine.provide({
      actors: {
        openMap: fromPromise(() => new Promise<MapLocation[]>((r) => (resolveOpen = r))),
        locate: fromPromise(async () => {
          if (options.refuse) throw new Error("denied");
          return { latitude: 40.73, longitude: -73.99 };
        }),
        fetchNearby: fromPromise(() => new Promise<MapLocation[]>((r) => (resolveNearby = r))),
      },
    }),
    { input: { exploreStyle: options.exploreStyle ?? "map", available: options.available ?? true } },
  ).start();
  return { actor, open: (l = city) => resolveOpen(l), nearby: (l = near) => resolveNearby(l) };
}

async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

describe("guide map machine", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("explore opens fullscreen after loading the map and selects the first location", async () => {
    const { actor, open } = start();
    actor.send({ type: "EXPLORE" });
    expect(actor.getSnapshot().value).toBe("opening");
    open();
    await flush();
    expect(actor.getSnapshot().matches({ open: "ready" })).toBe(true);
    expect(actor.getSnapshot().context.entry.selected).toBe(1);
  });

  it("an address click enters the map focused on that venue", async () => {
    const { actor, open } = start();
    actor.send({ type: "EXPLORE", entryLocation: 2 });
    open();
    await flush();
    expect(actor.getSnapshot().context.entry).toEqual({ entryLocation: 2, selected: 2, nearby: false });
  });

  it("phones and tablets get the unavailable modal, which closes", () => {
    const { actor } = start({ available: false });
    actor.send({ type: "EXPLORE" });
    expect(actor.getSnapshot().value).toBe("unavailable");
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "EXPLORE", available: true });
    expect(actor.getSnapshot().value).toBe("opening");
    const phone = start();
    phone.actor.send({ type: "EXPLORE", available: false });
    expect(phone.actor.getSnapshot().value).toBe("unavailable");
  });

  it("Esc closes unless a modal is open; CLOSE closes", async () => {
    const { actor, open } = start();
    actor.send({ type: "EXPLORE" });
    open();
    await flush();
    actor.send({ type: "ESC", modalOpen: true });
    expect(actor.getSnapshot().matches("open")).toBe(true);
    actor.send({ type: "ESC", modalOpen: false });
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "EXPLORE" });
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("a failed map load closes with the error", async () => {
    const actor = createActor(
      guideMapMachine.provide({
        actors: {
          openMap: fromPromise<MapLocation[]>(async () => {
            throw new Error("offline");
          }),
        },
      }),
      { input: { exploreStyle: "map", available: true } },
    ).start();
    actor.send({ type: "EXPLORE" });
    await flush();
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context.error).toBe("offline");
  });

  it("selection scrolls the list after 500 ms and guards scroll selection meanwhile", async () => {
    const { actor, open } = start();
    actor.send({ type: "EXPLORE" });
    open();
    await flush();
    actor.send({ type: "SELECT", id: 2 });
    actor.send({ type: "SCROLL_SELECT", id: 1 });
    expect(actor.getSnapshot().context.entry.selected).toBe(2);
    expect(actor.getSnapshot().context.scrollTo).toBeNull();
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().context.scrollTo).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.scrollTo).toBe(2);
    actor.send({ type: "SCROLL_SELECT", id: 1 });
    expect(actor.getSnapshot().context.entry.selected).toBe(1);
  });

  it("the nearby toggle locates, fetches, ignores toggles while loading, and hides again", async () => {
    const { actor, open, nearby } = start();
    actor.send({ type: "EXPLORE" });
    open();
    await flush();
    actor.send({ type: "TOGGLE_NEARBY" });
    await flush();
    expect(actor.getSnapshot().matches({ open: "fetching" })).toBe(true);
    actor.send({ type: "TOGGLE_NEARBY" });
    expect(actor.getSnapshot().matches({ open: "fetching" })).toBe(true);
    nearby();
    await flush();
    expect(actor.getSnapshot().context.entry).toMatchObject({ nearby: true, selected: 9 });
    actor.send({ type: "TOGGLE_NEARBY" });
    expect(actor.getSnapshot().context.entry).toMatchObject({ nearby: false, selected: 1 });
  });

  it("a toggle during the selection guard still switches nearby on", async () => {
    const { actor, open } = start();
    actor.send({ type: "EXPLORE" });
    open();
    await flush();
    actor.send({ type: "SELECT", id: 2 });
    actor.send({ type: "TOGGLE_NEARBY" });
    await flush();
    expect(actor.getSnapshot().matches({ open: "fetching" })).toBe(true);
  });

  it("nearby explore style asks for the location on opening; refusal says so clearly", async () => {
    const { actor, open } = start({ exploreStyle: "nearby", refuse: true });
    actor.send({ type: "EXPLORE" });
    open();
    await flush();
    expect(actor.getSnapshot().matches({ open: "ready" })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(mapTexts.geolocationRefused);
    expect(actor.getSnapshot().context.entry.nearby).toBe(false);
  });

  it("back navigation restores an entry, or closes", async () => {
    const { actor, open } = start();
    actor.send({ type: "RESTORE", entry: { entryLocation: null, selected: 2, nearby: false } });
    expect(actor.getSnapshot().value).toBe("opening");
    open();
    await flush();
    expect(actor.getSnapshot().context.entry.selected).toBe(2);
    actor.send({ type: "RESTORE", entry: { entryLocation: null, selected: 1, nearby: false } });
    expect(actor.getSnapshot().context.entry.selected).toBe(1);
    actor.send({ type: "RESTORE", entry: null });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("a myguide emptied by a toggle switches to nearby mode", async () => {
    const { actor, open } = start();
    actor.send({ type: "MYGUIDE_EMPTIED" });
    expect(actor.getSnapshot().context.exploreStyle).toBe("nearby");
    actor.send({ type: "EXPLORE" });
    open();
    await flush();
    expect(actor.getSnapshot().matches({ open: "fetching" })).toBe(true);
  });

  it("the toggle text follows loading and nearby", () => {
    expect(nearbyToggleText(true, false)).toBe("loading...");
    expect(nearbyToggleText(false, true)).toBe("hide nearby");
    expect(nearbyToggleText(false, false)).toBe("show nearby");
  });

  it("a place of the map's filter is a new config; the back arrow returns to the previous one", async () => {
    const { actor, open } = start();
    actor.send({ type: "EXPLORE" });
    open([
      { id: 1, latitude: 40.72, longitude: -74.0, place_url: "new-york" },
      { id: 5, latitude: 52.52, longitude: 13.4, place_url: "berlin" },
    ]);
    await flush();
    const context = () => actor.getSnapshot().context;
    expect(context().hasPreviousConfig).toBe(false);
    actor.send({ type: "FILTER_PLACE", placeUrl: "berlin" });
    expect(context().placeFilter).toBe("berlin");
    expect(context().hasPreviousConfig).toBe(true);
    // The first location of the place is selected.
    expect(context().entry.selected).toBe(5);
    // Choosing the same place again changes nothing.
    actor.send({ type: "FILTER_PLACE", placeUrl: "berlin" });
    expect(context().previousConfig).toEqual({ placeFilter: "" });
    actor.send({ type: "BACK" });
    expect(context().placeFilter).toBe("");
    expect(context().hasPreviousConfig).toBe(false);
    expect(context().entry.selected).toBe(1);
    // Nothing to go back to: BACK is ignored.
    actor.send({ type: "BACK" });
    expect(actor.getSnapshot().matches({ open: "ready" })).toBe(true);
    // Closing and opening again starts on the page's own config.
    actor.send({ type: "FILTER_PLACE", placeUrl: "berlin" });
    actor.send({ type: "CLOSE" });
    actor.send({ type: "EXPLORE" });
    expect(context().placeFilter).toBe("");
    expect(context().hasPreviousConfig).toBe(false);
  });

  describe("plan my route", () => {
    const saved: MapLocation[] = [
      { id: 1, place_url: "new-york", place: "New York", latitude: 40.7472, longitude: -74.0022 },
      { id: 2, place_url: "london", place: "London", latitude: 51.5095, longitude: -0.142 },
      { id: 3, place_url: "new-york", place: "New York", latitude: 40.7205, longitude: -73.989 },
      { id: 4, place_url: "zurich", place: "Zurich", latitude: 47.389, longitude: 8.523 },
      { id: 5, place_url: "london", place: "London", latitude: 51.527, longitude: -0.076 },
    ];

    it("walks the saved shows one city at a time, each city a leg, the whole route in view", async () => {
      const { actor, open } = start();
      actor.send({ type: "EXPLORE", planRoute: true });
      open(saved);
      await flush();
      const { context } = actor.getSnapshot();
      expect(context.route).toEqual([
        { place_url: "new-york", place: "New York", stops: [1, 3] },
        { place_url: "london", place: "London", stops: [2, 5] },
        { place_url: "zurich", place: "Zurich", stops: [4] },
      ]);
      expect(context.framed).toBeNull();
      expect(context.entry.selected).toBe(1);
    });

    it("picking a stop in another city shows that city's leg; a leg or the whole route can be chosen", async () => {
      const { actor, open } = start();
      actor.send({ type: "EXPLORE", planRoute: true });
      open(saved);
      await flush();
      actor.send({ type: "SELECT", id: 4 });
      expect(actor.getSnapshot().context.framed).toBe("zurich");
      actor.send({ type: "FRAME_LEG", placeUrl: "london" });
      expect(actor.getSnapshot().context.framed).toBe("london");
      actor.send({ type: "FRAME_LEG", placeUrl: null });
      expect(actor.getSnapshot().context.framed).toBeNull();
    });

    it("choosing a leg lets go of a stop selected in another city", async () => {
      const { actor, open } = start();
      actor.send({ type: "EXPLORE", planRoute: true });
      open(saved);
      await flush();
      actor.send({ type: "SELECT", id: 2 });
      actor.send({ type: "FRAME_LEG", placeUrl: "london" });
      expect(actor.getSnapshot().context.entry.selected).toBe(2);
      actor.send({ type: "FRAME_LEG", placeUrl: "new-york" });
      expect(actor.getSnapshot().context.framed).toBe("new-york");
      expect(actor.getSnapshot().context.entry.selected).toBeNull();
    });

    it("keeps nearby off while planning; explore without it has no route", async () => {
      const { actor, open } = start({ exploreStyle: "nearby" });
      actor.send({ type: "EXPLORE", planRoute: true });
      open(saved);
      await flush();
      expect(actor.getSnapshot().matches({ open: "ready" })).toBe(true);
      actor.send({ type: "TOGGLE_NEARBY" });
      expect(actor.getSnapshot().context.entry.nearby).toBe(false);
      expect(actor.getSnapshot().matches({ open: "ready" })).toBe(true);
      actor.send({ type: "CLOSE" });
      const plain = start();
      plain.actor.send({ type: "EXPLORE" });
      plain.open(saved);
      await flush();
      expect(plain.actor.getSnapshot().context.route).toBeNull();
      plain.actor.send({ type: "FRAME_LEG", placeUrl: "london" });
      expect(plain.actor.getSnapshot().context.framed).toBeNull();
    });
  });
});
