import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { spotlightCarouselMachine, spotlightPageCount, spotlightSlides } from "./spotlightCarousel";

function start(rooms: number[], perScreen: number) {
  const reported: number[][] = [];
  const actor = createActor(
    spotlightCarouselMachine.provide({
      actions: { reportImpressions: (_, { ids }) => void (ids.length > 0 && reported.push(ids)) },
    }),
    { input: { rooms, perScreen } },
  ).start();
  return { actor, reported, page: () => actor.getSnapshot().context.page };
}

describe("spotlight carousel", () => {
  it("pads 7 rooms to 9 slides: 3 pages of 3", () => {
    const { actor } = start([1, 2, 3, 4, 5, 6, 7], 3);
    expect(spotlightSlides(actor.getSnapshot().context)).toEqual([1, 2, 3, 4, 5, 6, 7, 1, 2]);
    expect(spotlightPageCount(actor.getSnapshot().context)).toBe(3);
  });

  it("pages forward and back, wrapping at both ends", () => {
    const { actor, page } = start([1, 2, 3, 4, 5, 6, 7], 3);
    actor.send({ type: "PREVIOUS" });
    expect(page()).toBe(2);
    actor.send({ type: "NEXT" });
    expect(page()).toBe(0);
    actor.send({ type: "NEXT" });
    expect(page()).toBe(1);
    actor.send({ type: "GO", page: 2 });
    expect(page()).toBe(2);
  });

  it("reports each page's rooms once as impressions", () => {
    const { actor, reported } = start([1, 2, 3, 4, 5, 6, 7], 3);
    actor.send({ type: "NEXT" });
    actor.send({ type: "PREVIOUS" });
    actor.send({ type: "GO", page: 1 });
    actor.send({ type: "GO", page: 2 });
    expect(reported).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 1, 2],
    ]);
  });

  it("shows one slide a screen below the breakpoint, keeping the first visible room", () => {
    const { actor, page, reported } = start([1, 2, 3, 4, 5, 6, 7], 3);
    actor.send({ type: "NEXT" });
    actor.send({ type: "RESIZE", perScreen: 1 });
    expect(page()).toBe(3);
    expect(spotlightPageCount(actor.getSnapshot().context)).toBe(7);
    expect(reported.at(-1)).toEqual([4]);
    actor.send({ type: "RESIZE", perScreen: 1 });
    expect(reported).toHaveLength(3);
    actor.send({ type: "RESIZE", perScreen: 3 });
    expect(page()).toBe(1);
  });

  it("has one page for no rooms", () => {
    const { actor, page } = start([], 3);
    actor.send({ type: "NEXT" });
    expect(page()).toBe(0);
  });
});
