import { mergeGuestCart } from "#workers/db/guestCart";
import { privateCookie, readCookie } from "#workers/services/http/cookies";
import { hashToken, randomToken } from "#workers/services/http/privateTokens";

/**
 * The guest cart's cookie (issue 5): a visitor without JavaScript has no local
 * storage, so their cart is kept on the server under a random token in an
 * HttpOnly, Secure, SameSite cookie. Only the token's hash is stored.
 */
export const GUEST_CART_COOKIE = "guest_cart";
const GUEST_CART_DAYS = 30;

function tokenOf(request: Request): string | null {
  const token = readCookie(request, GUEST_CART_COOKIE);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** The hash keying the request's guest cart, or null when the visitor has none. */
export async function guestCartKey(request: Request): Promise<string | null> {
  const token = tokenOf(request);
  return token ? hashToken(token) : null;
}

/** The request's guest cart key, starting one (with its Set-Cookie header) when there is none yet. */
export async function startGuestCart(request: Request): Promise<{ key: string; setCookie: string | null }> {
  const token = tokenOf(request);
  if (token) return { key: await hashToken(token), setCookie: null };
  const fresh = randomToken();
  return {
    key: await hashToken(fresh),
    setCookie: privateCookie(request, GUEST_CART_COOKIE, fresh, GUEST_CART_DAYS * 86_400),
  };
}

/** Merges the request's guest cart into the account cart (see mergeGuestCart); the cookie may stay, its cart is then empty. */
export async function mergeGuestCartOf(request: Request, db: D1Database, userId: number): Promise<string[]> {
  const key = await guestCartKey(request);
  return key ? mergeGuestCart(db, key, userId, new Date().toISOString()) : [];
}
