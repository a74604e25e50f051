import { assign, enqueueActions, fromCallback, sendTo, setup } from "xstate";
import {
  AUTO_ADVANCE_DELAY_MS,
  clampVolume,
  ERROR_NOTICE_MS,
  nextRate,
  PROGRESS_INTERVAL_MS,
} from "#machines/rules/magazine/audio";

/** A ticker entry: name and url. */
export interface AudioSource {
  name: string;
  url: string;
}

/** Commands the machine gives the sound (howler in the browser, a fake in tests). */
export type SoundCommand =
  | { type: "LOAD"; url: string }
  | { type: "PLAY" }
  | { type: "PAUSE" }
  | { type: "SEEK"; time: number }
  | { type: "RATE"; rate: number }
  | { type: "VOLUME"; volume: number }
  | { type: "REPORT_POSITION" };

/** What the sound reports back. */
export type SoundEvent =
  | { type: "SOUND.LOADED"; duration: number }
  | { type: "SOUND.POSITION"; time: number }
  | { type: "SOUND.ENDED" }
  | { type: "SOUND.FAILED"; message: string };

export type AudioPlayerEvent =
  | SoundEvent
  | { type: "PLAY" }
  | { type: "PAUSE" }
  | { type: "NEXT" }
  | { type: "PREVIOUS" }
  | { type: "CYCLE_RATE" }
  | { type: "SET_VOLUME"; volume: number }
  | { type: "TOGGLE_LOOP" }
  | { type: "SEEK"; time: number };

export interface AudioPlayerContext {
  sources: AudioSource[];
  index: number;
  rate: number;
  volume: number;
  loop: boolean;
  /** Play as soon as the current item has loaded (after next, previous or auto-advance while playing). */
  autoplay: boolean;
  currentTime: number;
  duration: number;
  errorNotice: string | null;
}

const hasNext = (c: AudioPlayerContext) => c.loop || c.index < c.sources.length - 1;
const hasPrevious = (c: AudioPlayerContext) => c.loop || c.index > 0;
const step = (c: AudioPlayerContext, by: number) => (c.index + by + c.sources.length) % c.sources.length;

/** Previous is disabled on the first item and next on the last unless looping. */
export function canGoNext(c: AudioPlayerContext): boolean {
  return hasNext(c);
}
export function canGoPrevious(c: AudioPlayerContext): boolean {
  return hasPrevious(c);
}

/**
 * The podcast audio player: play and pause, progress read every
 * second while playing, rates 0.5–2, volume, loop, previous and next,
 * auto-advance 1 s after an item ends, a loading state (the eight bars) and
 * the browser's error message shown for 3 s. The sound itself is the
 * injected `sound` actor, so the machine never touches howler or the DOM.
 */
export const audioPlayerMachine = setup({
  types: {
    context: {} as AudioPlayerContext,
    events: {} as AudioPlayerEvent,
    input: {} as { sources: AudioSource[] },
  },
  actors: {
    sound: fromCallback<SoundCommand>(() => () => {}),
  },
  delays: {
    progressInterval: PROGRESS_INTERVAL_MS,
    autoAdvance: AUTO_ADVANCE_DELAY_MS,
    errorNotice: ERROR_NOTICE_MS,
  },
  actions: {
    loadCurrent: sendTo(
      "sound",
      ({ context }) => ({ type: "LOAD", url: context.sources[context.index]!.url }) as SoundCommand,
    ),
    // A new item keeps the reader's rate and volume.
    applySettings: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo("sound", { type: "RATE", rate: context.rate } satisfies SoundCommand);
      enqueue.sendTo("sound", { type: "VOLUME", volume: context.volume } satisfies SoundCommand);
    }),
    play: sendTo("sound", { type: "PLAY" } as SoundCommand),
    pause: sendTo("sound", { type: "PAUSE" } as SoundCommand),
    askPosition: sendTo("sound", { type: "REPORT_POSITION" } as SoundCommand),
  },
  guards: {
    hasNext: ({ context }) => hasNext(context),
    hasPrevious: ({ context }) => hasPrevious(context),
    autoplay: ({ context }) => context.autoplay,
  },
}).createMachine({
  id: "audioPlayer",
  context: ({ input }) => ({
    sources: input.sources,
    index: 0,
    rate: 1,
    volume: 1,
    loop: false,
    autoplay: false,
    currentTime: 0,
    duration: 0,
    errorNotice: null,
  }),
  invoke: { id: "sound", src: "sound" },
  initial: "loading",
  on: {
    NEXT: {
      guard: "hasNext",
      target: ".loading",
      actions: assign(({ context }) => ({ index: step(context, 1), currentTime: 0, duration: 0 })),
    },
    PREVIOUS: {
      guard: "hasPrevious",
      target: ".loading",
      actions: assign(({ context }) => ({ index: step(context, -1), currentTime: 0, duration: 0 })),
    },
    CYCLE_RATE: {
      actions: [
        assign({ rate: ({ context }) => nextRate(context.rate) }),
        sendTo("sound", ({ context }) => ({ type: "RATE", rate: context.rate }) as SoundCommand),
      ],
    },
    SET_VOLUME: {
      actions: [
        assign({ volume: ({ event }) => clampVolume(event.volume) }),
        sendTo("sound", ({ context }) => ({ type: "VOLUME", volume: context.volume }) as SoundCommand),
      ],
    },
    TOGGLE_LOOP: { actions: assign({ loop: ({ context }) => !context.loop }) },
    SEEK: {
      actions: [
        assign({ currentTime: ({ event }) => event.time }),
        sendTo("sound", ({ event }) => ({ type: "SEEK", time: event.time }) as SoundCommand),
      ],
    },
    "SOUND.POSITION": { actions: assign({ currentTime: ({ event }) => event.time }) },
    "SOUND.FAILED": {
      target: ".failed",
      actions: assign({ errorNotice: ({ event }) => event.message, autoplay: false }),
    },
  },
  states: {
    loading: {
      entry: "loadCurrent",
      on: {
        "SOUND.LOADED": [
          {
            guard: "autoplay",
            target: "playing",
            actions: [assign({ duration: ({ event }) => event.duration }), "applySettings"],
          },
          { target: "paused", actions: [assign({ duration: ({ event }) => event.duration }), "applySettings"] },
        ],
        // Pressing play while loading plays as soon as the item is ready.
        PLAY: { actions: assign({ autoplay: true }) },
        PAUSE: { actions: assign({ autoplay: false }) },
      },
    },
    paused: {
      entry: assign({ autoplay: false }),
      on: { PLAY: "playing" },
    },
    playing: {
      entry: ["play", assign({ autoplay: true })],
      on: {
        PAUSE: { target: "paused", actions: "pause" },
        "SOUND.ENDED": { target: "ended", actions: assign(({ context }) => ({ currentTime: context.duration })) },
      },
      // The progress bar is updated every 1000 ms while playing.
      initial: "ticking",
      states: {
        ticking: {
          after: { progressInterval: { target: "ticking", reenter: true, actions: "askPosition" } },
        },
      },
    },
    ended: {
      after: {
        autoAdvance: [
          {
            guard: "hasNext",
            target: "loading",
            actions: assign(({ context }) => ({
              index: step(context, 1),
              currentTime: 0,
              duration: 0,
              autoplay: true,
            })),
          },
          { target: "paused" },
        ],
      },
      on: { PLAY: { target: "playing", actions: sendTo("sound", { type: "SEEK", time: 0 } as SoundCommand) } },
    },
    // The browser's message shows for 3 s; then the player is ready to try again.
    failed: {
      after: { errorNotice: { target: "paused", actions: assign({ errorNotice: null }) } },
    },
  },
});
