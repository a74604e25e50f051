import * as v from "valibot";
import { PROFILE_TEXTS } from "#machines/rules/account/profileTexts";

/** The profile's newsletter choice: "on" to receive the newsletter, "off" to stop it. */
const NewsletterChoice = v.object({ newsletter: v.picklist(["on", "off"], PROFILE_TEXTS.badNewsletter) });

export function parseNewsletterChoice(
  form: Record<string, string>,
): { ok: true; receive: boolean } | { ok: false; errors: Record<string, string> } {
  const parsed = v.safeParse(NewsletterChoice, { newsletter: form.newsletter ?? "" });
  if (!parsed.success) return { ok: false, errors: { newsletter: PROFILE_TEXTS.badNewsletter } };
  return { ok: true, receive: parsed.output.newsletter === "on" };
}
