import { Howl } from "howler";
import { fromCallback } from "xstate";
import type { SoundCommand, SoundEvent } from "#machines/audioPlayer";

/**
 * The audio player's sound, played by howler (HTML5 audio, so long episodes
 * stream). A `.client` module: the player renders only after hydration, so the
 * server build gets an empty stand-in instead of howler.
 */
export const howlerSound = fromCallback<SoundCommand>(({ sendBack, receive }) => {
  let sound: Howl | null = null;
  const report = (event: SoundEvent) => sendBack(event);
  receive((command) => {
    switch (command.type) {
      case "LOAD": {
        sound?.unload();
        const howl: Howl = new Howl({
          src: [command.url],
          html5: true,
          preload: "metadata",
          onload: () => report({ type: "SOUND.LOADED", duration: howl.duration() }),
          onloaderror: (_id, error) => report({ type: "SOUND.FAILED", message: describe(error) }),
          onplayerror: (_id, error) => report({ type: "SOUND.FAILED", message: describe(error) }),
          onend: () => report({ type: "SOUND.ENDED" }),
        });
        sound = howl;
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
        if (sound) report({ type: "SOUND.POSITION", time: Number(sound.seek()) || 0 });
        break;
    }
  });
  return () => sound?.unload();
});

/** Howler hands over the browser's message or its media error code. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "number") return `The audio could not be played (media error ${error}).`;
  return String(error || "The audio could not be played.");
}
