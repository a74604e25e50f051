/**
 * Marks a page's module preloads fetchpriority="low", as React itself does for
 * the bootstrap modules it preloads. A page is whole without JavaScript
 * (progressive enhancement), so its stylesheets, fonts and lead image come
 * first; the modules that hydrate it follow. React Router's <Scripts> offers
 * no way to set the priority, so the rendered head is rewritten.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

export function lowPriorityModulePreloads(html: string): string {
  const end = html.indexOf("</head>");
  if (end < 0) return html;
  return html.slice(0, end).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD) + html.slice(end);
}
