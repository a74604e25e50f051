import { createCookie } from "react-router";
import * as v from "valibot";

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
  const value: unknown = await meterCookie(secret, false)
    .parse(cookieHeader)
    .catch(() => null);
  const parsed = v.safeParse(meterSchema, value);
  return parsed.success && parsed.output.month === month ? parsed.output.reads : [];
}

/** The Set-Cookie header that keeps `reads` for `month`. */
export function meterCookieHeader(
  month: string,
  reads: readonly number[],
  secret: string,
  secure: boolean,
): Promise<string> {
  return meterCookie(secret, secure).serialize({ month, reads });
}
