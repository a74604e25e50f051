import { useMemo } from "react";
import { useMachine } from "#app/lib/actors";
import { type AudioSource, audioPlayerMachine, canGoNext, canGoPrevious } from "#machines/audioPlayer";
import { formatClock, formatRate, LOADING_BARS, PODCAST_PLATFORMS } from "#machines/rules/magazine/audio";
import { LoopIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon } from "./AudioIcons";
import { howlerSound } from "./howlerSound.client";

/**
 * The podcast player, loaded on demand with
 * howler only on pages that have audio.
 */
export default function AudioPlayer({ sources }: { sources: AudioSource[] }) {
  const machine = useMemo(() => audioPlayerMachine.provide({ actors: { sound: howlerSound } }), []);
  const [state, send] = useMachine(machine, { input: { sources } });
  const c = state.context;
  const playing = state.matches("playing");
  const loading = state.matches("loading");
  const progress = c.duration > 0 ? Math.min(1, c.currentTime / c.duration) : 0;
  return (
    <div
      className="audio-player"
      data-testid="audio-player"
      data-state={typeof state.value === "string" ? state.value : Object.keys(state.value)[0]}
    >
      <p className="audio-player__title">
        <span className="mag-label">Now playing</span> {sources[c.index]?.name}
      </p>
      {/* Three groups that never break apart: the transport, the timeline, the settings (loop with rate and volume). */}
      <div className="audio-player__controls">
        <div className="audio-player__transport">
          <button
            type="button"
            className="audio-player__button"
            onClick={() => send({ type: "PREVIOUS" })}
            disabled={!canGoPrevious(c)}
            aria-label="Previous"
          >
            <PreviousIcon />
          </button>
          <button
            type="button"
            className="audio-player__button audio-player__play"
            onClick={() => send({ type: playing ? "PAUSE" : "PLAY" })}
            aria-label={playing ? "Pause" : "Play"}
            data-testid="audio-play"
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className="audio-player__button"
            onClick={() => send({ type: "NEXT" })}
            disabled={!canGoNext(c)}
            aria-label="Next"
          >
            <NextIcon />
          </button>
        </div>
        <div className="audio-player__timeline">
          {loading ? (
            <span className="audio-player__bars" role="status" aria-label="Loading" data-testid="audio-loading">
              {Array.from({ length: LOADING_BARS }, (_, i) => (
                <span key={i} className="audio-player__bar" style={{ animationDelay: `${i * 0.1}s` }} />
              ))}
            </span>
          ) : null}
          <input
            className="audio-player__progress"
            type="range"
            min={0}
            max={Math.max(c.duration, 0.01)}
            step={0.1}
            value={c.currentTime}
            onChange={(e) => send({ type: "SEEK", time: Number(e.currentTarget.value) })}
            aria-label="Progress"
            style={{ "--progress": `${progress * 100}%` } as React.CSSProperties}
            data-testid="audio-progress"
          />
          <span className="audio-player__time" data-testid="audio-time">
            {formatClock(c.currentTime)} / {formatClock(c.duration)}
          </span>
        </div>
        <div className="audio-player__settings">
          <button
            type="button"
            className="audio-player__button audio-player__rate"
            onClick={() => send({ type: "CYCLE_RATE" })}
            aria-label="Playback rate"
            data-testid="audio-rate"
          >
            {formatRate(c.rate)}
          </button>
          <span className="audio-player__volume">
            <span className="audio-player__volume-bar" aria-hidden="true">
              <span style={{ height: `${c.volume * 100}%` }} />
            </span>
            <input
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={c.volume}
              onChange={(e) => send({ type: "SET_VOLUME", volume: Number(e.currentTarget.value) })}
              aria-label="Volume"
            />
          </span>
          <button
            type="button"
            className="audio-player__button audio-player__loop"
            aria-pressed={c.loop}
            onClick={() => send({ type: "TOGGLE_LOOP" })}
            aria-label="Loop"
          >
            <LoopIcon />
          </button>
        </div>
      </div>
      {c.errorNotice ? (
        <p className="audio-player__error" role="alert">
          {c.errorNotice}
        </p>
      ) : null}
      {sources.length > 1 ? (
        <ol className="audio-player__list">
          {sources.map((s, i) => (
            <li key={s.url} aria-current={i === c.index || undefined}>
              {s.name}
            </li>
          ))}
        </ol>
      ) : null}
      <SubscribeLinks />
    </div>
  );
}

export function SubscribeLinks() {
  return (
    <p className="audio-player__subscribe">
      <span className="mag-label">Subscribe</span>
      {PODCAST_PLATFORMS.map((p) => (
        <a key={p.name} href={p.url} target="_blank" rel="noopener noreferrer">
          {p.name}
        </a>
      ))}
    </p>
  );
}
