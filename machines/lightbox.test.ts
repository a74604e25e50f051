import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type LightboxImage, lightboxMachine, positionLabel, showsNavigation } from "./lightbox";

const image = (id: number): LightboxImage => ({
  id,
  path: `/${id}.jpg`,
  path_large: `/${id}-l.jpg`,
  captionFormatted: `Caption ${id}`,
});

function start(images: LightboxImage[] | Error = [image(1), image(2), image(3)]) {
  const loads: number[] = [];
  const scrolled = vi.fn();
  const machine = lightboxMachine.provide({
    actors: {
      loadImages: fromPromise(async ({ input }: { input: { articleId: number } }) => {
        loads.push(input.articleId);
        if (images instanceof Error) throw images;
        return images;
      }),
    },
    actions: { scrollIntoView: scrolled },
  });
  return { actor: createActor(machine).start(), loads, scrolled };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("lightbox", () => {
  it("loads the article's images first, then opens at the clicked index", async () => {
    const { actor, loads } = start();
    actor.send({ type: "OPEN", articleId: 7, index: 1, title: "An article" });
    expect(actor.getSnapshot().value).toBe("loading");
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("open");
    expect(loads).toEqual([7]);
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, articleId: 7, title: "An article" });
    expect(positionLabel(actor.getSnapshot().context)).toBe("2 / 3");
  });

  it("opening again for the same article reuses the loaded images and sets the index", async () => {
    const { actor, loads } = start();
    actor.send({ type: "OPEN", articleId: 7, index: 0, title: "A" });
    await vi.runAllTimersAsync();
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "OPEN", articleId: 7, index: 2, title: "A" });
    expect(actor.getSnapshot().value).toBe("open");
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(loads).toEqual([7]);
  });

  it("another article loads its own images", async () => {
    const { actor, loads } = start();
    actor.send({ type: "OPEN", articleId: 7, index: 0, title: "A" });
    await vi.runAllTimersAsync();
    actor.send({ type: "CLOSE" });
    actor.send({ type: "OPEN", articleId: 8, index: 0, title: "B" });
    expect(actor.getSnapshot().value).toBe("loading");
    await vi.runAllTimersAsync();
    expect(loads).toEqual([7, 8]);
    expect(actor.getSnapshot().context.title).toBe("B");
  });

  it("next and previous wrap at both ends; a click on the image goes next", async () => {
    const { actor } = start();
    actor.send({ type: "OPEN", articleId: 7, index: 2, title: "A" });
    await vi.runAllTimersAsync();
    actor.send({ type: "NEXT" });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "PREVIOUS" });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: "PREVIOUS" });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: "IMAGE_CLICK" });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: "IMAGE_CLICK" });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it("answers the arrow keys (wrapping) and Escape; other keys do nothing", async () => {
    const { actor } = start();
    actor.send({ type: "OPEN", articleId: 7, index: 0, title: "A" });
    await vi.runAllTimersAsync();
    actor.send({ type: "KEY", key: "ArrowLeft" });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: "KEY", key: "ArrowRight" });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "KEY", key: "a" });
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "KEY", key: "Escape" });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("scrolls the visible image into view 100 ms after opening", async () => {
    const { actor, scrolled } = start();
    actor.send({ type: "OPEN", articleId: 7, index: 0, title: "A" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("open");
    await vi.advanceTimersByTimeAsync(99);
    expect(scrolled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it("shows arrows and n / total only for more than one image", async () => {
    const one = start([image(1)]);
    one.actor.send({ type: "OPEN", articleId: 1, index: 0, title: "A" });
    await vi.runAllTimersAsync();
    expect(showsNavigation(one.actor.getSnapshot().context)).toBe(false);
    one.actor.send({ type: "NEXT" });
    expect(one.actor.getSnapshot().context.index).toBe(0);
    const many = start();
    many.actor.send({ type: "OPEN", articleId: 1, index: 0, title: "A" });
    await vi.runAllTimersAsync();
    expect(showsNavigation(many.actor.getSnapshot().context)).toBe(true);
  });

  it("a failed image load leaves the lightbox closed", async () => {
    const { actor } = start(new Error("offline"));
    actor.send({ type: "OPEN", articleId: 7, index: 0, title: "A" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context.articleId).toBeNull();
  });

  it("closing while loading stays closed", () => {
    const { actor } = start();
    actor.send({ type: "OPEN", articleId: 7, index: 0, title: "A" });
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("closed");
  });
});
