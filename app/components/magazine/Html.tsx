import type { ElementType } from "react";

/**
 * Renders a *Formatted field. The HTML was passed through the allowlist
 * sanitiser (workers/text/sanitize.ts) by the db mapper before it left
 * the server; this component is the only place such HTML meets the page.
 */
export function Html({ html, as: Tag = "span", className }: { html: string; as?: ElementType; className?: string }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place sanitised HTML meets the page (see above)
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
