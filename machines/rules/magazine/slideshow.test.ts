import { describe, expect, it } from "vitest";
import { gestureOf, slideCounter, slideIndexFrom } from "./slideshow";

describe("slideshow rules", () => {
  it("turns on a swipe of 60 px, drags from 20 px, clicks below", () => {
    expect(gestureOf(-60)).toBe("next");
    expect(gestureOf(75)).toBe("previous");
    expect(gestureOf(-59)).toBe("drag");
    expect(gestureOf(20)).toBe("drag");
    expect(gestureOf(19)).toBe("click");
  });
  it("reads idx from the address, falling back to the first slide", () => {
    expect(slideIndexFrom("2", 5)).toBe(2);
    expect(slideIndexFrom("5", 5)).toBe(0);
    expect(slideIndexFrom("x", 5)).toBe(0);
    expect(slideIndexFrom(null, 5)).toBe(0);
  });
  it("counts 'N of M'", () => {
    expect(slideCounter(0, 7)).toBe("1 of 7");
  });
});
