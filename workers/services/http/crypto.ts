/**
 * The site's one set of byte encodings, digests and HMAC signatures, on
 * WebCrypto so the same code runs in workerd and in Node (the seed). Decoders
 * answer null for text that is not a valid encoding: bad input from a link or
 * a cookie is never an error of the site.
 */
const encoder = new TextEncoder();

type Bytes = ArrayBuffer | Uint8Array;

function asBytes(bytes: Bytes): Uint8Array {
  return bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
}

export function toBase64(bytes: Bytes): string {
  let binary = "";
  for (const byte of asBytes(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Base64 with the URL-safe alphabet and no padding: for links and cookies. */
export function toBase64Url(bytes: Bytes): string {
  return toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  return fromBase64(text.replace(/-/g, "+").replace(/_/g, "/"));
}

export function toHex(bytes: Bytes): string {
  return Array.from(asBytes(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function fromHex(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(text)) return null;
  return Uint8Array.from(text.match(/../g) ?? [], (h) => Number.parseInt(h, 16));
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** HMAC-SHA256 of `message` under `secret`. */
export async function hmacSign(secret: string, message: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message)));
}

/** Whether `signature` is the HMAC-SHA256 of `message` under `secret` (compared in constant time by WebCrypto). */
export async function hmacVerify(
  secret: string,
  signature: Uint8Array<ArrayBuffer>,
  message: string,
): Promise<boolean> {
  return crypto.subtle.verify("HMAC", await hmacKey(secret), signature, encoder.encode(message));
}
