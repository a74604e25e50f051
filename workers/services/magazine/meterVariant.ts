import type { MeterDecision } from "#machines/rules/magazine/meter";

/**
 * An article page rendered for a visitor depends on their meter only through its
 * outcome: how many free articles remain after this one, or the wall. Pages are kept
 * per outcome (a handful of variants), and each reader's meter cookie is computed
 * per response, never stored with the page.
 *
 * The article route marks a visitor's page with these headers; the edge cache reads
 * and removes them.
 */
export const METER_VARIANT_HEADER = "x-meter-variant";
export const ARTICLE_ID_HEADER = "x-article-id";

/** The outcome as a cache-key part: "free-2", "free-0" (the last free article) or "wall". */
export function meterVariant(decision: MeterDecision): string {
  if (decision.access === "free") return `free-${decision.remaining}`;
  return decision.access;
}
