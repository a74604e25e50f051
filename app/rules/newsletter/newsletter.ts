import * as v from "valibot";
import { noControlCharacters } from "#machines/rules/forms/fieldRules";

/**
 * Footer newsletter sign-up. One schema
 * and one set of texts for the browser and the /newsletter action.
 */
// The texts live in rules/newsletterTexts so the footer can show them without valibot.
export { NEWSLETTER_MESSAGES } from "#machines/rules/newsletter/newsletterTexts";

import { NEWSLETTER_MESSAGES } from "#machines/rules/newsletter/newsletterTexts";

export const NewsletterSchema = v.object({
  email: v.pipe(
    v.string(NEWSLETTER_MESSAGES.empty),
    noControlCharacters("Your e-mail"),
    v.trim(),
    v.nonEmpty(NEWSLETTER_MESSAGES.empty),
    v.maxLength(254, NEWSLETTER_MESSAGES.invalid),
    v.email(NEWSLETTER_MESSAGES.invalid),
    v.toLowerCase(),
  ),
});

export type NewsletterResult = { ok: true; email: string } | { ok: false; message: string };

/** Validates the submitted e-mail; the first failing rule's text is the message. */
export function parseNewsletter(input: { email?: unknown }): NewsletterResult {
  const result = v.safeParse(NewsletterSchema, { email: input.email ?? "" });
  if (result.success) return { ok: true, email: result.output.email };
  return { ok: false, message: result.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalid };
}
