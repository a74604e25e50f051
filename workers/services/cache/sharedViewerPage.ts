import { menuUsername } from "#machines/rules/account/username";
import type { SharedViewer, Viewer } from "#workers/requestScope";
import { sha256, toBase64 } from "#workers/services/http/crypto";

/**
 * Signed-in readers' pages, kept once per kind of reader.
 *
 * Outside the guide (whose pages show the reader's myguide) a page differs
 * from one signed-in reader to another only by the username in the header
 * and by what their subscription allows. So the edge cache renders it once
 * per kind ("subscriber" or "reader") with a placeholder username and no
 * e-mail, keeps that copy, and writes each reader's own username into it as
 * it answers. Staff are never shared: their pages show edits at once.
 */

export type SharedAudience = "subscriber" | "reader";

/** The username a shared page is rendered with; longer than the header's cut, so the cut has its own placeholder. */
export const SHARED_USERNAME = "Qz7SharedReaderName7zQ";
const SHARED_MENU_NAME = menuUsername(SHARED_USERNAME);
const PLACEHOLDERS = new RegExp(`${SHARED_USERNAME}|${SHARED_MENU_NAME}`, "g");

/**
 * Characters a page escapes differently in HTML and in its hydration data (quotes, markup,
 * backslashes, controls, lone surrogates, line separators): a username without them reads
 * the same in every place a page carries it, so a plain replacement is exact.
 */
const ESCAPED_SOMEWHERE = /[&<>"'\\\u2028\u2029\p{Cc}]|[\uD800-\uDFFF]/u;

/** The kind of shared page a reader gets, or null when their pages are rendered for them alone. */
export function sharedAudienceOf(viewer: Viewer): SharedAudience | null {
  if (viewer.isAdmin || viewer.isArtguideAdmin) return null;
  if (ESCAPED_SOMEWHERE.test(viewer.username) || viewer.username.includes(SHARED_MENU_NAME)) return null;
  return viewer.isSubscriber ? "subscriber" : "reader";
}

/** The reader as a shared page is rendered for: their kind only, under the placeholder name. */
export function sharedRenderViewer(viewer: Viewer): SharedViewer {
  return {
    shared: true,
    username: SHARED_USERNAME,
    isSubscriber: viewer.isSubscriber,
    isAdmin: false,
    isArtguideAdmin: false,
  };
}

/** A shared page with the reader's own username written where the placeholders are. */
export function personalisedPage(body: string, username: string): string {
  const menuName = menuUsername(username);
  return body.replace(PLACEHOLDERS, (found) => (found === SHARED_USERNAME ? username : menuName));
}

/**
 * The inline scripts of a shared page that carry a placeholder (its hydration data), found
 * without parsing the page: rendered scripts never hold a literal `</script>` (their data
 * escapes `<`), so each runs from its `<script…>` tag to the next `</script>`.
 */
function scriptsWithPlaceholders(body: string): string[] {
  const scripts = new Set<string>();
  for (const found of body.matchAll(PLACEHOLDERS)) {
    const at = found.index;
    const open = body.lastIndexOf("<script", at);
    if (open < 0 || body.lastIndexOf("</script>", at) > open) continue;
    const start = body.indexOf(">", open) + 1;
    const end = body.indexOf("</script>", at);
    if (start > 0 && end > at) scripts.add(body.slice(start, end));
  }
  return [...scripts];
}

const hashSource = async (script: string) => `'sha256-${toBase64(await sha256(script))}'`;

/**
 * A kept shared page's Content-Security-Policy (its inline scripts allowed by their hashes) as
 * one reader's copy needs it: each script that carried a placeholder is allowed as it now reads,
 * with their name, and no longer as it was kept.
 */
export async function personalisedPolicy(policy: string, keptBody: string, username: string): Promise<string> {
  let personal = policy;
  for (const script of scriptsWithPlaceholders(keptBody)) {
    const kept = await hashSource(script);
    personal = personal.replace(kept, await hashSource(personalisedPage(script, username)));
  }
  return personal;
}
