/** Audio player constants and texts. */
export const PLAYBACK_RATES = [0.5, 1, 1.5, 2] as const;
export const PROGRESS_INTERVAL_MS = 1000;
export const AUTO_ADVANCE_DELAY_MS = 1000;
export const ERROR_NOTICE_MS = 3000;
export const LOADING_BARS = 8;
export const AUDIO_FALLBACK_TEXT = "The browser is too old, please upgrade your browser~";

/**
 * What the error notice says for each of the browser's media error codes
 * (MediaError.code: aborted, network, decode, source not supported), in the
 * reader's words: the browser's own message is empty or technical.
 */
export const MEDIA_ERROR_TEXTS: Record<1 | 2 | 3 | 4, string> = {
  1: "The audio stopped loading before it was ready. Press play to try again.",
  2: "The audio could not be downloaded. Check your connection and press play to try again.",
  3: "The audio file is damaged and cannot be played.",
  4: "This audio cannot be played here: its file is missing, blocked or in a format this browser does not play.",
};
export const AUDIO_FAILED_TEXT = "The audio could not be played.";

/** The notice for a media error code; a code the browser did not give (or an unknown one) gets the general one. */
export function mediaErrorText(code: number | null | undefined): string {
  return MEDIA_ERROR_TEXTS[code as 1 | 2 | 3 | 4] ?? AUDIO_FAILED_TEXT;
}

/** "0.5x", "1.0x", "1.5x", "2.0x". */
export function formatRate(rate: number): string {
  return `${rate.toFixed(1)}x`;
}

/** The rate after `rate` in the cycle, back to 0.5 after 2. */
export function nextRate(rate: number): number {
  const i = PLAYBACK_RATES.indexOf(rate as (typeof PLAYBACK_RATES)[number]);
  return PLAYBACK_RATES[(i + 1) % PLAYBACK_RATES.length]!;
}

/** mm:ss for the progress labels. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export function clampVolume(volume: number): number {
  return Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1;
}

/** The three podcast platforms of the subscribe links. */
export const PODCAST_PLATFORMS = [
  { name: "Apple Podcasts", url: "https://podcasts.apple.com/" },
  { name: "Spotify", url: "https://open.spotify.com/" },
  { name: "Pocket Casts", url: "https://pocketcasts.com/" },
] as const;
