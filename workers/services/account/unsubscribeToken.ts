import { fromBase64Url, hmacSign, hmacVerify, toBase64Url } from "#workers/services/http/crypto";

/**
 * The signed token of a newsletter's unsubscribe link: the address and the
 * dispatch, base64url, then an HMAC-SHA256 of both. The link itself is the
 * authority to unsubscribe that one address, so the public route needs no
 * session; a token for another address cannot be made without the key. The
 * message is prefixed with its purpose, so a signature made for another use of
 * the same key never verifies here.
 */
const PURPOSE = "newsletter-unsubscribe:";
export interface UnsubscribeClaim {
  email: string;
  dispatchId: number | null;
}

export async function signUnsubscribe(claim: UnsubscribeClaim, secret: string): Promise<string> {
  const payload = toBase64Url(new TextEncoder().encode(`${claim.dispatchId ?? 0}:${claim.email.toLowerCase()}`));
  return `${payload}.${toBase64Url(await hmacSign(secret, PURPOSE + payload))}`;
}

/** The claim of a genuine token; null for anything malformed, forged or too long. */
export async function verifyUnsubscribe(token: string, secret: string): Promise<UnsubscribeClaim | null> {
  if (token.length > 700) return null;
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const bytes = fromBase64Url(signature);
  const body = fromBase64Url(payload);
  if (!bytes || !body) return null;
  if (!(await hmacVerify(secret, bytes, PURPOSE + payload))) return null;
  const m = /^(\d{1,9}):(.{3,254})$/.exec(new TextDecoder().decode(body));
  if (!m) return null;
  const dispatchId = Number(m[1]);
  return { email: m[2]!, dispatchId: dispatchId > 0 ? dispatchId : null };
}
