import { RECIPIENT_CODES } from "#machines/rules/shop/subscribeForm";
import type { AppContext } from "#workers/context";
import { type DiscountCode, findActiveDiscountCode } from "#workers/db/shopPlans";
import { allowAttempt, clientIp, LIMITS } from "#workers/services/account/rateLimit";

/**
 * A discount code's look-up, wherever a reader types one (GET /subscription/code/:code, the
 * plan options, the subscribe page and form). Codes can be guessed, so every look-up counts
 * against its address's limit, except the student and institution codes the site publishes
 * itself. An inactive code is not found, exactly like an unknown one: same query, same answer.
 */
export type CodeLookup = { limited: true } | { limited: false; code: DiscountCode | null };

const PUBLISHED_CODES = new Set(
  Object.values(RECIPIENT_CODES)
    .filter(Boolean)
    .map((code) => code.toUpperCase()),
);

export async function lookUpDiscountCode(
  app: Pick<AppContext, "db">,
  request: Request,
  typed: string,
): Promise<CodeLookup> {
  const code = typed.trim();
  if (code === "") return { limited: false, code: null };
  const counted = !PUBLISHED_CODES.has(code.toUpperCase());
  if (
    counted &&
    !(await allowAttempt(app.db, [{ key: `discount:ip:${clientIp(request)}`, limit: LIMITS.discountLookupPerIp }]))
  ) {
    return { limited: true };
  }
  return { limited: false, code: await findActiveDiscountCode(app.db, code) };
}
