import { lazyComponent } from "#app/lib/lazy";
import { useHydrated } from "#app/lib/useHydrated";
import type { AudioSource } from "#machines/audioPlayer";
import { AUDIO_FALLBACK_TEXT } from "#machines/rules/magazine/audio";

// howler comes with the player chunk, fetched only on pages that have audio.
const AudioPlayer = lazyComponent(() => import("./AudioPlayer"));

/**
 * A podcast's audio: the browser's own controls in the server HTML (they play
 * without JavaScript), replaced by the player once the page is interactive.
 */
export function PodcastAudio({ sources }: { sources: AudioSource[] }) {
  const hydrated = useHydrated();
  return (
    <section className="mag-audio" aria-label="Listen" data-testid="podcast-audio">
      {hydrated ? (
        <AudioPlayer sources={sources} />
      ) : (
        sources.map((source) => (
          <figure key={source.url} className="mag-audio__item">
            <figcaption className="mag-label">{source.name}</figcaption>
            <audio controls preload="none" src={source.url}>
              {AUDIO_FALLBACK_TEXT}
            </audio>
          </figure>
        ))
      )}
    </section>
  );
}
