/**
 * Marks a page's module preloads fetchpriority="low", as React itself does for
 * the bootstrap modules it preloads. A page is whole without JavaScript
 * (progressive enhancement), so its stylesheets, fonts and lead image come
 * first; the modules that hydrate it follow. React Router's <Scripts> offers
 * no way to set the priority, so the rendered head is rewritten: only the
 * bytes up to </head> are decoded, the body is copied as it is.
 */
import { Buffer } from "node:buffer";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

export function lowPriorityModulePreloads(html: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const end = Buffer.from(html.buffer, html.byteOffset, html.byteLength).indexOf("</head>");
  if (end < 0) return html;
  // </head> is ASCII, so the cut falls between characters.
  const head = new TextEncoder().encode(new TextDecoder().decode(html.subarray(0, end)).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD));
  const page = new Uint8Array(head.length + html.length - end);
  page.set(head, 0);
  page.set(html.subarray(end), head.length);
  return page;
}
