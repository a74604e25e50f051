/**
 * The three changes a reader makes to myguide (+myguide, -myguide, clear all),
 * and the /api calls that make them (the form posted without JavaScript is read
 * in ./myguideForm.ts). The service worker turns a form
 * posted offline into the /api call it queues, and applies a queued change to
 * the kept myguide list so the reader's own change shows on the next page.
 */
export type MyguideWrite = { kind: "add" | "remove"; id: number } | { kind: "clear" };

/** myguide's list as an /api call, relative to the API's own path (the map's list calls are named so). */
export const MYGUIDE_LIST_CALL = "/guide/myguide/exhibitions";

/** The /api address of myguide's list: read by the page and the map, kept offline, cleared by DELETE. */
export function myguideListPath(apiPath: string): string {
  return `${apiPath}${MYGUIDE_LIST_CALL}`;
}

/** The /api call that makes a change. */
export function writeRequest(write: MyguideWrite, apiPath: string): { method: "POST" | "DELETE"; path: string } {
  const base = `${apiPath}/guide/myguide`;
  if (write.kind === "clear") return { method: "DELETE", path: myguideListPath(apiPath) };
  return { method: write.kind === "add" ? "POST" : "DELETE", path: `${base}/exhibition/${write.id}` };
}

/** The change an /api call makes; null for any other call. */
export function writeOfRequest(method: string, pathname: string, apiPath: string): MyguideWrite | null {
  const base = `${apiPath}/guide/myguide`;
  if (method === "DELETE" && pathname === myguideListPath(apiPath)) return { kind: "clear" };
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
 * The list after a change not yet sent. An added show joins the ids, and
 * the shows when the add carried its card (else its details come with the
 * next answer from the server); a removed one leaves both; clear empties
 * both. Anything else the list holds is kept as it is.
 */
export function applyMyguideWrite<T extends MyguideList>(
  list: T,
  write: MyguideWrite,
  show?: T["exhibitions"][number],
): T {
  if (write.kind === "clear") return { ...list, ids: [], exhibitions: [] };
  if (write.kind === "add") {
    const ids = list.ids.includes(write.id) ? list.ids : [...list.ids, write.id];
    const withShow = show?.id === write.id && !list.exhibitions.some((x) => x.id === write.id);
    if (ids === list.ids && !withShow) return list;
    return { ...list, ids, exhibitions: withShow ? [...list.exhibitions, show] : list.exhibitions };
  }
  return {
    ...list,
    ids: list.ids.filter((id) => id !== write.id),
    exhibitions: list.exhibitions.filter((x) => x.id !== write.id),
  };
}

/** A list asked for one place (?place_url=, the map of a filtered myguide) takes only that place's shows. */
export function listTakesShow(listUrl: string, show: { location: { place_url: string } }): boolean {
  const place = new URL(listUrl).searchParams.get("place_url");
  return place === null || place === show.location.place_url;
}
