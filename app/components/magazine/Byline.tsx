import type { Article } from "#machines/rules/magazine/articleTypes";
import { Html } from "./Html";

/** "By …" line; bylineFormatted already carries any "By" the editors wrote. */
export function Byline({
  article,
  className = "mag-byline",
}: {
  article: Pick<Article, "bylineFormatted" | "writerFormatted">;
  className?: string;
}) {
  const html = article.bylineFormatted || article.writerFormatted;
  if (!html) return null;
  return <Html as="p" className={className} html={html} />;
}
