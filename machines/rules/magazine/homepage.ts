/**
 * Homepage constants, texts and pure rules:
 * rotations, the spotlight carousel, the front-page news with its ad, and the
 * weighted pick of sponsored videos.
 */

// ── Rotations ──────────────────────────────────────
export const SPONSORED_VIDEO_ROTATE_MS = 8000;
export const EXHIBITION_HIGHLIGHT_ROTATE_MS = 5000;
export const GENERIC_ROTATE_MS = 5000;
/** Homepage multi-feature and multi-video rotators switch to item 1 after 15000 ms. */
export const MULTI_ROTATOR_SWITCH_MS = 15000;

// ── Spotlight carousel ────────────────────────────────────
export const SPOTLIGHT_BLOCK_SIZE = 52;
export const SPOTLIGHT_SLIDES_PER_SCREEN = 3;
export const SPOTLIGHT_SLIDES_SMALL = 1;
export const SPOTLIGHT_BREAKPOINT_PX = 840;
export const SPOTLIGHT_PROMOTION = "spotlight";

/** Slides per screen: 3, or 1 below the 840 px breakpoint. */
export function spotlightSlidesPerScreen(viewportWidth: number): number {
  return viewportWidth < SPOTLIGHT_BREAKPOINT_PX ? SPOTLIGHT_SLIDES_SMALL : SPOTLIGHT_SLIDES_PER_SCREEN;
}

/** Pads a list to a multiple of `size` by repeating it from the start (an empty list stays empty). */
export function padToMultiple<T>(items: readonly T[], size: number): T[] {
  if (items.length === 0 || size <= 1) return [...items];
  const short = (size - (items.length % size)) % size;
  return [...items, ...Array.from({ length: short }, (_, i) => items[i % items.length]!)];
}

// ── Front-page news ───────────────────────────────────────────
/** Where the news ad goes in the front-page news (zero-based: after two news items). */
export const NEWS_AD_POSITION = 2;

/** Inserts the news ad at position 2 and drops one news item when an ad exists. */
export function withNewsAd<T>(news: readonly T[], ad: T | null | undefined): T[] {
  if (!ad) return [...news];
  const kept = news.slice(0, Math.max(0, news.length - 1));
  return [...kept.slice(0, NEWS_AD_POSITION), ad, ...kept.slice(NEWS_AD_POSITION)];
}

// ── Sponsored video ───────────────────────────────────────────
/**
 * Weighted random pick on probabilityweight; `random` returns [0, 1).
 * Items of weight 0 or less are never picked unless all are, then the first.
 */
export function weightedPick(weights: readonly number[], random: number): number {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (total <= 0) return 0;
  let target = random * total;
  for (let i = 0; i < weights.length; i++) {
    const w = Math.max(0, weights[i]!);
    if (target < w) return i;
    target -= w;
  }
  return weights.length - 1;
}

/** Splits a sponsored title "From X: Title" into its source X and the title. */
export function splitSponsorPrefix(title: string): { source: string; title: string } {
  const match = /^From ([^:]+):\s*(.*)$/s.exec(title);
  return match ? { source: match[1]!.trim(), title: match[2]! } : { source: "", title };
}

// ── Book review ───────────────────────────────────────────────
/** The product asked of the book-review site: GET {book-site URL}/api/items/{product}. */
export const BOOK_REVIEW_PRODUCT = "bookreview";
export const BOOK_REVIEW_SITE_NAME = "Bookreview";
export const BOOK_REVIEW_TEXTS = {
  issue: "highlights from the issue",
  web: "highlights from",
} as const;

// ── Section labels ────────────────────────────────────────────────
export const HOMEPAGE_LABELS = {
  mostRead: "MOST READ",
  video: "VIDEO",
  subscribe: "Subscribe",
} as const;

// ── Keys ──────────────────────────────────────────────────────────
export const KEYS = { enter: 13, esc: 27, left: 37, up: 38, right: 39, down: 40 } as const;
/** KeyboardEvent.key names of the spec's key codes. */
export const KEY_NAMES: Readonly<Record<number, string>> = {
  13: "Enter",
  27: "Escape",
  37: "ArrowLeft",
  38: "ArrowUp",
  39: "ArrowRight",
  40: "ArrowDown",
};

// ── Section blog lists ────────────────────────────────────
export const SECTION_FEATURE_FLAG = "section_feature";
/** The section blogs of the homepage, in order: category, heading, heading link. */
export const HOMEPAGE_BLOGS = [
  { category: "columns", label: "Columns", path: "/columns" },
  { category: "interviews", label: "Interviews", path: "/interviews" },
  { category: "diary", label: "Diary", path: "/diary" },
  { category: "museums", label: "Museums", path: "/museums" },
] as const;
