import { describe, expect, it, vi } from "vitest";
import { displayedVenues, registerDisplayedVenue, subscribeDisplayedVenues } from "./displayedVenues";

const venue = (id: number) => ({ id, name: `Venue ${id}`, latitude: 1, longitude: 2, path: `/v/${id}` });

describe("displayed venue registry", () => {
  it("adds on mount, removes on unmount, and tells subscribers", () => {
    const listener = vi.fn();
    const stop = subscribeDisplayedVenues(listener);
    const first = registerDisplayedVenue(venue(1));
    const second = registerDisplayedVenue(venue(2));
    expect(displayedVenues().map((v) => v.id)).toEqual([1, 2]);
    first();
    expect(displayedVenues().map((v) => v.id)).toEqual([2]);
    second();
    expect(displayedVenues()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
  });

  it("keeps a venue shown twice until both blocks are gone", () => {
    const a = registerDisplayedVenue(venue(3));
    const b = registerDisplayedVenue(venue(3));
    a();
    expect(displayedVenues().map((v) => v.id)).toEqual([3]);
    b();
    b();
    expect(displayedVenues()).toEqual([]);
  });
});
