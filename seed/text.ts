// Composes names, titles and paragraphs from the word banks. Sentences are
// built from varied templates so that lists and search results read like an
// edited magazine rather than filler text.

import {
  FIRST_NAMES,
  LAST_NAMES,
  MATERIAL_NOUNS,
  MEDIA,
  MOVEMENTS,
  QUALITIES,
  SUBJECTS,
  TITLE_ADJECTIVES,
  TITLE_NOUNS,
  TITLE_PATTERNS,
  VERBS,
} from "./data/words.ts";
import type { Rng } from "./random.ts";

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

export function workTitle(rng: Rng): string {
  const a = rng.pick(TITLE_ADJECTIVES);
  const n = rng.pick(TITLE_NOUNS);
  let m = rng.pick(TITLE_NOUNS);
  if (m === n) m = rng.pick(TITLE_NOUNS);
  return rng.pick(TITLE_PATTERNS)(a, n, m);
}

export function artistList(rng: Rng, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(personName(rng));
  return [...names];
}

/** 'A, B, and C' */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names.slice(0, -1).join(", ")}, and ${names[names.length - 1]}`;
}

/** 'a uncanny' → 'an uncanny'. */
export function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/** Possessive of a name: 'Agnes Albers' → 'Agnes Albers'', 'Ada Park' → 'Ada Park's'. */
export function possessive(name: string): string {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}

/** The first name of an artist line ('A, B, and C' → 'A'), used as the subject of criticism. */
export function firstArtist(artists: string): string {
  return artists.split(/, | and /)[0] ?? artists;
}

const OPENERS = [
  (r: Rng, s: string) =>
    `In ${possessive(s)} ${r.pick(QUALITIES)} new ${r.pick(MATERIAL_NOUNS)}, the artist ${r.pick(VERBS)} ${r.pick(SUBJECTS)}.`,
  (r: Rng, s: string) =>
    `For more than a decade, ${s} has worked in ${r.pick(MEDIA)}, returning again and again to ${r.pick(SUBJECTS)}.`,
  (r: Rng, s: string) =>
    `There is something ${r.pick(QUALITIES)} about the way ${s} ${r.pick(VERBS)} ${r.pick(SUBJECTS)}.`,
  (r: Rng, s: string) => `Few artists of ${possessive(s)} generation have looked as closely at ${r.pick(SUBJECTS)}.`,
  (r: Rng, s: string) =>
    `The first thing you notice in ${possessive(s)} work is its scale: ${r.pick(MATERIAL_NOUNS)} that seem ${r.pick(QUALITIES)} and enormous at once.`,
];

const MIDDLES = [
  (r: Rng) =>
    `The strongest pieces here, in ${r.pick(MEDIA)}, owe as much to ${r.pick(MOVEMENTS)} as to the artist's own archive of ${r.pick(SUBJECTS)}.`,
  (r: Rng) =>
    `Hung at irregular heights, the ${r.pick(MATERIAL_NOUNS)} ask the viewer to slow down and reconsider ${r.pick(SUBJECTS)}.`,
  (r: Rng) =>
    `${capitalize(withArticle(r.pick(QUALITIES)))} sequence of ${r.pick(MATERIAL_NOUNS)} in the back room ${r.pick(VERBS)} ${r.pick(SUBJECTS)} with unusual precision.`,
  (r: Rng) =>
    `Critics have long placed this work in the lineage of ${r.pick(MOVEMENTS)}, but the comparison now feels too tidy.`,
  (r: Rng) =>
    `What emerges is ${withArticle(r.pick(QUALITIES))} meditation on ${r.pick(SUBJECTS)}, carried by materials as plain as ${r.pick(MEDIA)}.`,
  (r: Rng) => `Wall texts are kept to a minimum, which suits ${r.pick(MATERIAL_NOUNS)} this ${r.pick(QUALITIES)}.`,
  (r: Rng) => `Each room is paced like a chapter, moving from ${r.pick(SUBJECTS)} toward ${r.pick(SUBJECTS)}.`,
  (r: Rng) => `The installation borrows the logic of ${r.pick(MOVEMENTS)} and turns it toward ${r.pick(SUBJECTS)}.`,
  (r: Rng) =>
    `Up close, the surfaces of ${r.pick(MEDIA)} are worked and reworked until they feel almost ${r.pick(QUALITIES)}.`,
];

const CLOSERS = [
  (r: Rng) => `It is ${withArticle(r.pick(QUALITIES))} show, and one that lingers long after the last room.`,
  (r: Rng) => `By the end, ${r.pick(SUBJECTS)} no longer feels like a theme so much as a method.`,
  (r: Rng) =>
    `Whether the gamble pays off is beside the point; the ${r.pick(MATERIAL_NOUNS)} are ${r.pick(QUALITIES)} enough to carry it.`,
  (r: Rng) => `The result is ${r.pick(QUALITIES)}, exacting, and very much of this moment.`,
  (_r: Rng) => "Go early, and give it time.",
];

/** One paragraph of criticism about a subject (an artist or a group). */
export function paragraph(rng: Rng, subject: string, position: "first" | "middle" | "last"): string {
  const sentences: string[] = [];
  if (position === "first") sentences.push(rng.pick(OPENERS)(rng, subject));
  // Distinct middle sentences, so no paragraph repeats itself.
  for (const middle of rng.sample(MIDDLES, rng.int(1, 3))) sentences.push(middle(rng));
  if (position === "last") sentences.push(rng.pick(CLOSERS)(rng));
  return sentences.join(" ");
}

/** 'count' paragraphs of plain text about a subject. */
export function paragraphs(rng: Rng, subject: string, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(paragraph(rng, subject, i === 0 ? "first" : i === count - 1 ? "last" : "middle"));
  }
  return out;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function toHtml(paras: readonly string[]): string {
  return paras.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
}

/** First sentences of a text, cut at a word boundary near `max` characters. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}
