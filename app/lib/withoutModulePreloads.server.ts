/**
 * Takes React Router's module preloads out of a page's head. A page is whole
 * without JavaScript (progressive enhancement), so its stylesheets, fonts and
 * lead image should have the connection to themselves until it is drawn.
 * Preloads in the head start every module at once, ahead of the first paint
 * (even at low priority they share the connection, and a preload elsewhere in
 * the page is found as early by the browser's preload scanner). Without them,
 * the page's module script fetches the modules when the parser reaches it,
 * after the head's stylesheets: hydration starts a round trip later, the
 * first paint no longer waits (on a throttled phone, Lighthouse's LCP on a
 * guide page went from 2.4–3.3 s to 1.5–2.0 s). React Router's <Scripts> offers
 * no way to leave them out, so the rendered head is rewritten.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(html: string): string {
  const end = html.indexOf("</head>");
  if (end < 0) return html;
  return html.slice(0, end).replace(MODULE_PRELOAD, "") + html.slice(end);
}
