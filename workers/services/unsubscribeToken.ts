/**
 * The signed token of a newsletter's unsubscribe link: the address and the
 * dispatch, base64url, then an HMAC-SHA256 of both. The link itself is the
 * authority to unsubscribe that one address, so the public route needs no
 * session; a token for another address cannot be made without the key. The
 * message is prefixed with its purpose, so a signature made for another use of
 * the same key never verifies here.
 */
const PURPOSE = "newsletter-unsubscribe:";
const encoder = new TextEncoder();

export interface UnsubscribeClaim {
  email: string;
  dispatchId: number | null;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function key(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

export async function signUnsubscribe(claim: UnsubscribeClaim, secret: string): Promise<string> {
  const payload = toBase64Url(encoder.encode(`${claim.dispatchId ?? 0}:${claim.email.toLowerCase()}`));
  const signature = await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(PURPOSE + payload));
  return `${payload}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The claim of a genuine token; null for anything malformed, forged or too long. */
export async function verifyUnsubscribe(token: string, secret: string): Promise<UnsubscribeClaim | null> {
  if (token.length > 700) return null;
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const bytes = fromBase64Url(signature);
  const body = fromBase64Url(payload);
  if (!bytes || !body) return null;
  const valid = await crypto.subtle.verify("HMAC", await key(secret), bytes, encoder.encode(PURPOSE + payload));
  if (!valid) return null;
  const m = /^(\d{1,9}):(.{3,254})$/.exec(new TextDecoder().decode(body));
  if (!m) return null;
  const dispatchId = Number(m[1]);
  return { email: m[2]!, dispatchId: dispatchId > 0 ? dispatchId : null };
}
