import { toutAfterParagraph } from "#machines/rules/magazine/magazine";

/**
 * Splits sanitised body HTML after the paragraph that the tout ad follows
 *.
 * Only top-level paragraphs count; a body without any stays whole.
 */
export function splitForTout(html: string): [before: string, after: string] {
  const ends: number[] = [];
  let depth = 0;
  const tags = /<(\/?)([a-z0-9]+)[^>]*>/gi;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    const name = m[2]!.toLowerCase();
    if (name === "br" || name === "img" || name === "hr") continue;
    if (m[1]) {
      depth--;
      if (depth === 0 && name === "p") ends.push(m.index + m[0].length);
    } else {
      depth++;
    }
  }
  if (ends.length === 0) return [html, ""];
  const cut = ends[toutAfterParagraph(ends.length)]!;
  return [html.slice(0, cut), html.slice(cut)];
}
