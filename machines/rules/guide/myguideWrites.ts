import * as v from "valibot";

/**
 * The three changes a reader makes to myguide (+myguide, -myguide, clear all),
 * in the shapes they travel in: the no-JavaScript form posted to /artguide/myguide,
 * and the /api calls the myguide machine makes. The service worker turns a form
 * posted offline into the /api call it queues, and applies a queued change to
 * the kept myguide list so the reader's own change shows on the next page.
 */
export type MyguideWrite = { kind: "add" | "remove"; id: number } | { kind: "clear" };

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

export function writeOfForm(form: MyguideFormInput): MyguideWrite {
  return form.intent === "clear" ? { kind: "clear" } : { kind: form.intent, id: form.id };
}

/** The /api call that makes a change. */
export function writeRequest(write: MyguideWrite, apiPath: string): { method: "POST" | "DELETE"; path: string } {
  const base = `${apiPath}/guide/myguide`;
  if (write.kind === "clear") return { method: "DELETE", path: `${base}/exhibitions` };
  return { method: write.kind === "add" ? "POST" : "DELETE", path: `${base}/exhibition/${write.id}` };
}

/** The change an /api call makes; null for any other call. */
export function writeOfRequest(method: string, pathname: string, apiPath: string): MyguideWrite | null {
  const base = `${apiPath}/guide/myguide`;
  if (method === "DELETE" && pathname === `${base}/exhibitions`) return { kind: "clear" };
  const one = pathname.startsWith(`${base}/exhibition/`) ? pathname.slice(`${base}/exhibition/`.length) : "";
  if (!/^\d{1,9}$/.test(one)) return null;
  if (method === "POST") return { kind: "add", id: Number(one) };
  if (method === "DELETE") return { kind: "remove", id: Number(one) };
  return null;
}

/** myguide's list as its /api call answers it: the saved ids, and the shows the map reads. */
export interface MyguideList {
  ids: number[];
  exhibitions: { id: number }[];
}

/**
 * The list after a change not yet sent. An added show joins the ids (its
 * details come with the next answer from the server); a removed one leaves
 * both; clear empties both. Anything else the list holds is kept as it is.
 */
export function applyMyguideWrite<T extends MyguideList>(list: T, write: MyguideWrite): T {
  if (write.kind === "clear") return { ...list, ids: [], exhibitions: [] };
  if (write.kind === "add") return list.ids.includes(write.id) ? list : { ...list, ids: [...list.ids, write.id] };
  return {
    ...list,
    ids: list.ids.filter((id) => id !== write.id),
    exhibitions: list.exhibitions.filter((x) => x.id !== write.id),
  };
}
