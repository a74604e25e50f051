import { Howl } from "howler";
import { fromCallback } from "xstate";
import type { SoundCommand, SoundEvent } from "#machines/audioPlayer";
import { AUDIO_FAILED_TEXT, mediaErrorText } from "#machines/rules/magazine/audio";

/**
 * The audio player's sound, played by howler (HTML5 audio, so long episodes
 * stream). A `.client` module: the player renders only after hydration, so the
 * server build gets an empty stand-in instead of howler. Howler keeps a pool of HTML5 audio elements that the reader's first
 * tap or key unlocks; a sound that takes its element before then gets a locked
 * one (and howler warns "HTML5 Audio pool exhausted"). So an item is only
 * named to howler when it loads (no element taken), a plain metadata request
 * tells its length, and howler takes its element at the first play, after
 * that press has filled the pool.
 */
export const howlerSound = fromCallback<SoundCommand>(({ sendBack, receive }) => {
  let sound: Howl | null = null;
  let probe: HTMLAudioElement | null = null;
  const report = (event: SoundEvent) => sendBack(event);
  const stopProbe = () => {
    probe?.removeAttribute("src");
    probe = null;
  };
  receive((command) => {
    switch (command.type) {
      case "LOAD": {
        sound?.unload();
        stopProbe();
        sound = new Howl({
          src: [command.url],
          html5: true,
          // Nothing loads (and no audio element is taken) before the first play.
          preload: false,
          onloaderror: (_id, error) => report({ type: "SOUND.FAILED", message: describe(error) }),
          onplayerror: (_id, error) => report({ type: "SOUND.FAILED", message: describe(error) }),
          onend: () => report({ type: "SOUND.ENDED" }),
        });
        const metadata = new Audio();
        metadata.preload = "metadata";
        metadata.onloadedmetadata = () => {
          if (probe === metadata) report({ type: "SOUND.LOADED", duration: metadata.duration || 0 });
          stopProbe();
        };
        metadata.onerror = () => {
          if (probe === metadata) report({ type: "SOUND.FAILED", message: describe(metadata.error?.code) });
          stopProbe();
        };
        probe = metadata;
        metadata.src = command.url;
        break;
      }
      case "PLAY":
        if (sound && !sound.playing()) sound.play();
        break;
      case "PAUSE":
        sound?.pause();
        break;
      case "SEEK":
        sound?.seek(command.time);
        break;
      case "RATE":
        sound?.rate(command.rate);
        break;
      case "VOLUME":
        sound?.volume(command.volume);
        break;
      case "REPORT_POSITION":
        if (sound) report({ type: "SOUND.POSITION", time: sound.state() === "loaded" ? Number(sound.seek()) || 0 : 0 });
        break;
    }
  });
  return () => {
    stopProbe();
    sound?.unload();
  };
});

/**
 * Howler hands over a media error code (a load that failed) or the reason a
 * play was refused; the reader reads a sentence for the code, the browser's
 * message for a refused play.
 */
function describe(error: unknown): string {
  if (typeof error === "number") return mediaErrorText(error);
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return AUDIO_FAILED_TEXT;
}
