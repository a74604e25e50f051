import { describe, expect, it } from "vitest";
import { AUDIO_FAILED_TEXT, MEDIA_ERROR_TEXTS, mediaErrorText } from "./audio";

describe("the audio player's error notice", () => {
  it("says each media error code in plain words, never the code", () => {
    expect(mediaErrorText(1)).toBe("The audio stopped loading before it was ready. Press play to try again.");
    expect(mediaErrorText(2)).toBe(
      "The audio could not be downloaded. Check your connection and press play to try again.",
    );
    expect(mediaErrorText(3)).toBe("The audio file is damaged and cannot be played.");
    expect(mediaErrorText(4)).toBe(
      "This audio cannot be played here: its file is missing, blocked or in a format this browser does not play.",
    );
    for (const text of Object.values(MEDIA_ERROR_TEXTS)) expect(text).not.toMatch(/media error|\d/);
  });

  it("a code the browser did not give, or an unknown one, gets the general sentence", () => {
    expect(mediaErrorText(undefined)).toBe(AUDIO_FAILED_TEXT);
    expect(mediaErrorText(null)).toBe(AUDIO_FAILED_TEXT);
    expect(mediaErrorText(0)).toBe(AUDIO_FAILED_TEXT);
    expect(mediaErrorText(7)).toBe("The audio could not be played.");
  });
});
