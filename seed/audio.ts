// Short, real, playable podcast audio: 16 kHz mono 16-bit PCM WAV files of
// slow chord progressions (soft additive tones with attack/release envelopes).
import { createRng } from "./random.ts";

const SAMPLE_RATE = 16_000;

// Chords as semitone offsets from A3 (220 Hz): calm major/minor progressions.
const PROGRESSIONS: readonly (readonly (readonly number[])[])[] = [
  [
    [0, 4, 7],
    [5, 9, 12],
    [7, 11, 14],
    [0, 4, 7],
  ],
  [
    [0, 3, 7],
    [8, 12, 15],
    [3, 7, 10],
    [10, 14, 17],
  ],
  [
    [2, 5, 9],
    [7, 11, 14],
    [0, 4, 7],
    [9, 12, 16],
  ],
  [
    [0, 4, 7, 11],
    [9, 12, 16],
    [5, 9, 12, 16],
    [7, 11, 14],
  ],
  [
    [-3, 0, 4],
    [5, 9, 12],
    [0, 4, 7],
    [7, 11, 14],
  ],
];

/** A WAV file of `seconds` length; the same seed always gives the same bytes. */
export function renderWav(seed: number, seconds: number): Uint8Array {
  const rng = createRng(seed);
  const progression = rng.pick(PROGRESSIONS);
  const root = 220 * 2 ** (rng.int(-4, 3) / 12);
  const samples = Math.round(seconds * SAMPLE_RATE);
  const chordLength = samples / progression.length;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const writeText = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  writeText(0, "RIFF");
  view.setUint32(4, 36 + samples * 2, true);
  writeText(8, "WAVE");
  writeText(12, "fmt ");
  view.setUint32(16, 16, true); // PCM chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeText(36, "data");
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    const chordIndex = Math.min(progression.length - 1, Math.floor(i / chordLength));
    const chord = progression[chordIndex] ?? [0];
    const local = (i - chordIndex * chordLength) / chordLength;
    // Soft attack and release per chord, fade in/out over the whole file.
    const env = Math.min(1, local * 8) * Math.min(1, (1 - local) * 4);
    const fade = Math.min(1, i / (SAMPLE_RATE * 0.5), (samples - i) / (SAMPLE_RATE * 0.8));
    const t = i / SAMPLE_RATE;
    let value = 0;
    for (const semitone of chord) {
      const freq = root * 2 ** (semitone / 12);
      value +=
        Math.sin(2 * Math.PI * freq * t) +
        0.3 * Math.sin(4 * Math.PI * freq * t) +
        0.1 * Math.sin(6 * Math.PI * freq * t);
    }
    // A gentle bass note on the chord root.
    value += 0.8 * Math.sin(2 * Math.PI * (root / 2) * 2 ** ((chord[0] ?? 0) / 12) * t);
    const sample = (value / (chord.length + 1.5)) * env * fade * 0.6;
    view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, sample)) * 32767), true);
  }
  return new Uint8Array(buffer);
}
