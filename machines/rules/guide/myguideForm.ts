import * as v from "valibot";
import type { MyguideWrite } from "./myguideWrites";

/**
 * The +/-myguide form as a page without JavaScript posts it (validated by the
 * route's action, and by the service worker when it queues one offline).
 */

/** The myguide form: the pressed button's intent, the show's id, and where to go back. */
export const MyguideForm = v.variant("intent", [
  v.object({
    intent: v.picklist(["add", "remove"]),
    id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
    redirectTo: v.optional(v.string()),
  }),
  v.object({ intent: v.literal("clear"), redirectTo: v.optional(v.string()) }),
]);

export type MyguideFormInput = v.InferOutput<typeof MyguideForm>;

/** The change a posted form asks for. */
export function writeOfForm(form: MyguideFormInput): MyguideWrite {
  return form.intent === "clear" ? { kind: "clear" } : { kind: form.intent, id: form.id };
}
