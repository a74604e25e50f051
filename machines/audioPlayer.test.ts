import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromCallback } from "xstate";
import { formatClock, formatRate, nextRate } from "#machines/rules/magazine/audio";
import { audioPlayerMachine, canGoNext, canGoPrevious, type SoundCommand } from "./audioPlayer";

const sources = [
  { name: "Episode 1", url: "/a.wav" },
  { name: "Episode 2", url: "/b.wav" },
  { name: "Episode 3", url: "/c.wav" },
];

function start(list = sources) {
  const commands: SoundCommand[] = [];
  const machine = audioPlayerMachine.provide({
    actors: {
      sound: fromCallback<SoundCommand>(({ receive }) => {
        receive((command) => commands.push(command));
      }),
    },
  });
  const actor = createActor(machine, { input: { sources: list } }).start();
  const loaded = (duration = 60) => actor.send({ type: "SOUND.LOADED", duration });
  return { actor, commands, loaded, state: () => actor.getSnapshot(), ctx: () => actor.getSnapshot().context };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("audio player", () => {
  it("loads the first item and shows the loading bars until it is ready", () => {
    const { state, commands, loaded } = start();
    expect(state().value).toBe("loading");
    expect(commands[0]).toEqual({ type: "LOAD", url: "/a.wav" });
    loaded(42);
    expect(state().value).toBe("paused");
    expect(state().context.duration).toBe(42);
  });

  it("plays and pauses", () => {
    const { actor, state, commands, loaded } = start();
    loaded();
    actor.send({ type: "PLAY" });
    expect(state().matches("playing")).toBe(true);
    expect(commands).toContainEqual({ type: "PLAY" });
    actor.send({ type: "PAUSE" });
    expect(state().value).toBe("paused");
    expect(commands.at(-1)).toEqual({ type: "PAUSE" });
  });

  it("play pressed while loading starts once loaded; pause while loading cancels it", () => {
    const a = start();
    a.actor.send({ type: "PLAY" });
    a.loaded();
    expect(a.state().matches("playing")).toBe(true);
    const b = start();
    b.actor.send({ type: "PLAY" });
    b.actor.send({ type: "PAUSE" });
    b.loaded();
    expect(b.state().value).toBe("paused");
  });

  it("updates the progress every 1000 ms while playing", async () => {
    const { actor, commands, loaded, ctx } = start();
    loaded();
    actor.send({ type: "PLAY" });
    await vi.advanceTimersByTimeAsync(999);
    expect(commands.filter((c) => c.type === "REPORT_POSITION")).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(commands.filter((c) => c.type === "REPORT_POSITION")).toHaveLength(1);
    actor.send({ type: "SOUND.POSITION", time: 1.02 });
    expect(ctx().currentTime).toBe(1.02);
    await vi.advanceTimersByTimeAsync(2000);
    expect(commands.filter((c) => c.type === "REPORT_POSITION")).toHaveLength(3);
    actor.send({ type: "PAUSE" });
    await vi.advanceTimersByTimeAsync(5000);
    expect(commands.filter((c) => c.type === "REPORT_POSITION")).toHaveLength(3);
  });

  it("seeks", () => {
    const { actor, commands, loaded, ctx } = start();
    loaded();
    actor.send({ type: "SEEK", time: 30 });
    expect(ctx().currentTime).toBe(30);
    expect(commands.at(-1)).toEqual({ type: "SEEK", time: 30 });
  });

  it("cycles the playback rate 1.0x → 1.5x → 2.0x → 0.5x", () => {
    const { actor, commands, ctx } = start();
    expect(formatRate(ctx().rate)).toBe("1.0x");
    actor.send({ type: "CYCLE_RATE" });
    expect(formatRate(ctx().rate)).toBe("1.5x");
    actor.send({ type: "CYCLE_RATE" });
    actor.send({ type: "CYCLE_RATE" });
    expect(formatRate(ctx().rate)).toBe("0.5x");
    expect(commands.at(-1)).toEqual({ type: "RATE", rate: 0.5 });
    expect(nextRate(0.5)).toBe(1);
  });

  it("sets the volume within 0 and 1", () => {
    const { actor, commands, ctx } = start();
    actor.send({ type: "SET_VOLUME", volume: 0.25 });
    expect(ctx().volume).toBe(0.25);
    expect(commands.at(-1)).toEqual({ type: "VOLUME", volume: 0.25 });
    actor.send({ type: "SET_VOLUME", volume: 7 });
    expect(ctx().volume).toBe(1);
    actor.send({ type: "SET_VOLUME", volume: -1 });
    expect(ctx().volume).toBe(0);
  });

  it("disables previous on the first item and next on the last unless looping", () => {
    const { actor, loaded, ctx, commands } = start();
    loaded();
    expect(canGoPrevious(ctx())).toBe(false);
    actor.send({ type: "PREVIOUS" });
    expect(ctx().index).toBe(0);
    actor.send({ type: "NEXT" });
    loaded();
    actor.send({ type: "NEXT" });
    loaded();
    expect(ctx().index).toBe(2);
    expect(canGoNext(ctx())).toBe(false);
    actor.send({ type: "NEXT" });
    expect(ctx().index).toBe(2);
    actor.send({ type: "TOGGLE_LOOP" });
    expect(canGoNext(ctx())).toBe(true);
    actor.send({ type: "NEXT" });
    expect(ctx().index).toBe(0);
    expect(commands.at(-1)).toEqual({ type: "LOAD", url: "/a.wav" });
    actor.send({ type: "PREVIOUS" });
    expect(ctx().index).toBe(2);
    actor.send({ type: "TOGGLE_LOOP" });
    expect(ctx().loop).toBe(false);
  });

  it("next while playing keeps playing the next item", () => {
    const { actor, loaded, state } = start();
    loaded();
    actor.send({ type: "PLAY" });
    actor.send({ type: "NEXT" });
    expect(state().value).toBe("loading");
    loaded();
    expect(state().matches("playing")).toBe(true);
  });

  it("advances 1 s after an item ends", async () => {
    const { actor, loaded, state, ctx, commands } = start();
    loaded(10);
    actor.send({ type: "PLAY" });
    actor.send({ type: "SOUND.ENDED" });
    expect(state().value).toBe("ended");
    expect(ctx().currentTime).toBe(10);
    await vi.advanceTimersByTimeAsync(999);
    expect(state().value).toBe("ended");
    await vi.advanceTimersByTimeAsync(1);
    expect(state().value).toBe("loading");
    expect(ctx().index).toBe(1);
    expect(commands.at(-1)).toEqual({ type: "LOAD", url: "/b.wav" });
    loaded();
    expect(state().matches("playing")).toBe(true);
  });

  it("stops after the last item unless looping; play after the end starts over", async () => {
    const { actor, loaded, state, commands } = start([sources[0]!]);
    loaded(10);
    actor.send({ type: "PLAY" });
    actor.send({ type: "SOUND.ENDED" });
    await vi.advanceTimersByTimeAsync(1000);
    expect(state().value).toBe("paused");
    actor.send({ type: "PLAY" });
    actor.send({ type: "SOUND.ENDED" });
    actor.send({ type: "PLAY" });
    expect(state().matches("playing")).toBe(true);
    expect(commands).toContainEqual({ type: "SEEK", time: 0 });
  });

  it("shows the browser's error message for 3 s", async () => {
    const { actor, state, ctx } = start();
    actor.send({ type: "SOUND.FAILED", message: "MEDIA_ERR_SRC_NOT_SUPPORTED" });
    expect(state().value).toBe("failed");
    expect(ctx().errorNotice).toBe("MEDIA_ERR_SRC_NOT_SUPPORTED");
    await vi.advanceTimersByTimeAsync(2999);
    expect(ctx().errorNotice).toBe("MEDIA_ERR_SRC_NOT_SUPPORTED");
    await vi.advanceTimersByTimeAsync(1);
    expect(ctx().errorNotice).toBeNull();
    expect(state().value).toBe("paused");
  });

  it("formats the clock", () => {
    expect(formatClock(75.6)).toBe("1:15");
    expect(formatClock(Number.NaN)).toBe("0:00");
  });
});
