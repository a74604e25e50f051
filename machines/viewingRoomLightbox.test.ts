import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { orderRoomMedia, type RoomMedium, viewingRoomLightboxMachine } from "./viewingRoomLightbox";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const image = (id: number): RoomMedium => ({
  kind: "image",
  id,
  path_large: `/i/${id}.jpg`,
  captionFormatted: "",
  copyright: "",
  width: 10,
  height: 10,
});
const video: RoomMedium = {
  kind: "video",
  videoSource: "vimeo",
  videoId: "123",
  poster: { path_large: "/i/still.jpg", width: 16, height: 9 },
  captionFormatted: "Still from <em>Tide</em>, 2026, HD video, 4 min.",
};

async function openRoom(media: RoomMedium[] = [video, image(1), image(2)]) {
  const actor = createActor(
    viewingRoomLightboxMachine.provide({ actors: { loadMedia: fromPromise(async () => media) } }),
  ).start();
  actor.send({ type: "OPEN", roomId: 7 });
  expect(actor.getSnapshot().value).toBe("loading");
  await vi.advanceTimersByTimeAsync(0);
  return { actor, index: () => actor.getSnapshot().context.index };
}

describe("viewing-room lightbox", () => {
  it("orders images before videos and drops other vendors", () => {
    const other = { kind: "video", videoSource: "dailymotion", videoId: "x" } as unknown as RoomMedium;
    expect(orderRoomMedia([video, image(1), other, image(2)])).toEqual([image(1), image(2), video]);
  });

  it("opens on the first image after the media load", async () => {
    const { actor, index } = await openRoom();
    expect(actor.getSnapshot().matches("open")).toBe(true);
    expect(actor.getSnapshot().context.media.map((m) => m.kind)).toEqual(["image", "image", "video"]);
    expect(index()).toBe(0);
  });

  it("wraps through all media with next and previous", async () => {
    const { actor, index } = await openRoom();
    actor.send({ type: "PREVIOUS" });
    expect(index()).toBe(2);
    actor.send({ type: "NEXT" });
    expect(index()).toBe(0);
    actor.send({ type: "NEXT" });
    actor.send({ type: "NEXT" });
    actor.send({ type: "NEXT" });
    expect(index()).toBe(0);
  });

  it("moves with the left and right arrow keys and closes on Esc", async () => {
    const { actor, index } = await openRoom();
    actor.send({ type: "KEY", key: "ArrowRight" });
    expect(index()).toBe(1);
    actor.send({ type: "KEY", key: "ArrowLeft" });
    actor.send({ type: "KEY", key: "ArrowLeft" });
    expect(index()).toBe(2);
    actor.send({ type: "KEY", key: "ArrowUp" });
    expect(index()).toBe(2);
    actor.send({ type: "KEY", key: "Escape" });
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("ignores half clicks for 250 ms, then right half is next and left half previous", async () => {
    const { actor, index } = await openRoom();
    actor.send({ type: "HALF_CLICK", right: true });
    expect(index()).toBe(0);
    await vi.advanceTimersByTimeAsync(249);
    actor.send({ type: "HALF_CLICK", right: true });
    expect(index()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: "HALF_CLICK", right: true });
    expect(index()).toBe(1);
    actor.send({ type: "HALF_CLICK", right: false });
    actor.send({ type: "HALF_CLICK", right: false });
    expect(index()).toBe(2);
  });

  it("plays a video only after Play Video, and stops it when moving on", async () => {
    const { actor } = await openRoom();
    actor.send({ type: "PLAY_VIDEO" });
    expect(actor.getSnapshot().context.playing).toBe(false);
    actor.send({ type: "PREVIOUS" });
    actor.send({ type: "PLAY_VIDEO" });
    expect(actor.getSnapshot().context.playing).toBe(true);
    actor.send({ type: "NEXT" });
    expect(actor.getSnapshot().context.playing).toBe(false);
  });

  it("closes with CLOSE, also while loading, and after a failed load", async () => {
    const { actor } = await openRoom();
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("closed");
    actor.send({ type: "OPEN", roomId: 8 });
    actor.send({ type: "CLOSE" });
    expect(actor.getSnapshot().value).toBe("closed");
    const failing = createActor(
      viewingRoomLightboxMachine.provide({
        actors: { loadMedia: fromPromise(async () => Promise.reject(new Error("404"))) },
      }),
    ).start();
    failing.send({ type: "OPEN", roomId: 9 });
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.getSnapshot().value).toBe("closed");
  });
});
