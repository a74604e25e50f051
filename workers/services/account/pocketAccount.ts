import { ACCOUNT_HEADER } from "#machines/rules/pocket/offlineCaches";
import { sha256, toHex } from "#workers/services/http/crypto";

/**
 * The account key the service worker names a reader's caches by: 16 hex
 * digits of a SHA-256 of the user id, so cache names never show the id itself.
 */
export async function pocketAccountKey(userId: number): Promise<string> {
  return toHex((await sha256(`pocket-account:${userId}`)).slice(0, 8));
}

/**
 * Names the reader an answer was rendered for (an account key, or "none"),
 * so the service worker keeps personal pages per account and drops them
 * when another reader, or nobody, is signed in.
 */
export async function withPocketAccount(response: Response, viewer: { id: number } | null): Promise<Response> {
  const value = viewer ? await pocketAccountKey(viewer.id) : "none";
  try {
    response.headers.set(ACCOUNT_HEADER, value);
    return response;
  } catch {
    // Immutable headers (a fetched answer passed through): a copy carries the name.
    const copy = new Response(response.body, response);
    copy.headers.set(ACCOUNT_HEADER, value);
    return copy;
  }
}
