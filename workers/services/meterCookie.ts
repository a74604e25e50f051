import { createCookie } from "react-router";
import * as v from "valibot";
import { cookiesOfHeader } from "./cookies";
import { RecentlyUsed } from "./recentlyUsed";

/**
 * The visitor's meter cookie: the month and the ids of the articles read in
 * it, signed by React Router's cookie (HMAC-SHA256 under METER_SECRET), so a
 * reader cannot reset or forge the count by editing it.
 */
export const METER_COOKIE = "meter";
/** Long enough to outlast a month. */
const MAX_AGE_SECONDS = 40 * 24 * 60 * 60;
/** More reads than any free allowance, so a forged-but-signed value can't grow a cookie without bound. */
const MAX_READS = 50;

const meterSchema = v.object({
  month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
  reads: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(MAX_READS)),
});

type Meter = v.InferOutput<typeof meterSchema>;

/**
 * Meter cookies this isolate has signed or checked, by secret and value. A visitor sends back the
 * cookie their last answer set, and checking its signature again (an HMAC under WebCrypto) was
 * the largest part of answering a kept article: the same bytes under the same secret verify the
 * same way every time. Plain values only, at most KNOWN_COOKIES of them.
 */
const KNOWN_COOKIES = 10_000;
const knownMeters = new RecentlyUsed<string, Meter>(KNOWN_COOKIES);
const knownKey = (secret: string, value: string) => `${secret}\n${value}`;

function meterCookie(secret: string, secure: boolean) {
  return createCookie(METER_COOKIE, {
    secrets: [secret],
    path: "/",
    maxAge: MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
}

/** The reads of `month` in the request's Cookie header; anything unsigned, forged or from another month counts as none. */
export async function readMeter(cookieHeader: string | null, month: string, secret: string): Promise<number[]> {
  const sent = cookiesOfHeader(cookieHeader).get(METER_COOKIE);
  if (sent === undefined) return [];
  let meter = knownMeters.get(knownKey(secret, sent));
  if (!meter) {
    const value: unknown = await meterCookie(secret, false)
      .parse(cookieHeader)
      .catch(() => null);
    const parsed = v.safeParse(meterSchema, value);
    if (!parsed.success) return [];
    meter = parsed.output;
    knownMeters.set(knownKey(secret, sent), meter);
  }
  // A copy: the kept value is shared by every request of the isolate.
  return meter.month === month ? [...meter.reads] : [];
}

/** The Set-Cookie header that keeps `reads` for `month`. */
export async function meterCookieHeader(
  month: string,
  reads: readonly number[],
  secret: string,
  secure: boolean,
): Promise<string> {
  const header = await meterCookie(secret, secure).serialize({ month, reads });
  const value = cookiesOfHeader(header).get(METER_COOKIE);
  const meter = { month, reads: [...reads] };
  // Known as reading it back would find it: a value the schema refuses is checked (and refused) each time.
  if (value !== undefined && v.is(meterSchema, meter)) knownMeters.set(knownKey(secret, value), meter);
  return header;
}
