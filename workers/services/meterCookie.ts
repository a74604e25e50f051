import * as v from "valibot";

/**
 * The visitor's meter cookie: "month:id.id.id" plus an HMAC-SHA256 signature,
 * so a reader cannot reset or forge the count by editing it. The key comes
 * from configuration (METER_SECRET).
 */
export const METER_COOKIE = "meter";
/** Long enough to outlast a month. */
const MAX_AGE_SECONDS = 40 * 24 * 60 * 60;

const payloadSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}:(\d{1,10}(\.\d{1,10}){0,49})?$/));

const encoder = new TextEncoder();

async function key(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function signMeter(month: string, reads: readonly number[], secret: string): Promise<string> {
  const payload = `${month}:${reads.join(".")}`;
  const signature = await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(payload));
  return `${payload}~${toBase64Url(signature)}`;
}

/** The reads of `month` from a signed value; anything unsigned, forged or from another month counts as none. */
export async function readMeter(value: string | null, month: string, secret: string): Promise<number[]> {
  if (!value) return [];
  const [payload, signature, ...rest] = value.split("~");
  if (!payload || !signature || rest.length > 0 || !v.is(payloadSchema, payload)) return [];
  const bytes = fromBase64Url(signature);
  if (!bytes) return [];
  const valid = await crypto.subtle.verify("HMAC", await key(secret), bytes, encoder.encode(payload));
  if (!valid) return [];
  const [cookieMonth, ids] = payload.split(":");
  if (cookieMonth !== month || !ids) return [];
  return ids.split(".").map(Number);
}

export function meterCookieHeader(value: string, secure: boolean): string {
  return `${METER_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
