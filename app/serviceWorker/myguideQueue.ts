import { Queue } from "workbox-background-sync";
import { showOfAddBody } from "#machines/rules/guide/myguideShow";
import {
  applyMyguideWrite,
  listTakesShow,
  type MyguideList,
  myguideListPath,
  writeOfRequest,
} from "#machines/rules/guide/myguideWrites";
import { MYGUIDE_QUEUE } from "#machines/rules/pocket/offlineCaches";
import { reviseKeptJson } from "./keptResponses";
import { apiPath, sw } from "./scope";

/**
 * Myguide changes made without a connection wait here and are sent in order
 * when it returns: by Background Sync where the browser has it, otherwise
 * when the worker next starts and whenever a page says it is back online.
 * The server treats a replayed add or remove as the same change again.
 */
export const myguideQueue = new Queue(MYGUIDE_QUEUE, { maxRetentionTime: 7 * 24 * 60 });

type QueuedRequest = Parameters<Queue["pushRequest"]>[0]["request"];

/** A myguide write: sent now, or queued and answered 202 so the page keeps its optimistic state. */
export async function sendOrQueue(request: Request): Promise<Response> {
  // The Worker's own Request type is global in this project; the browser's is the same object here.
  const queued = request.clone() as QueuedRequest;
  try {
    return await fetch(request);
  } catch {
    await queueChange(queued);
    return Response.json({ ok: true, queued: true }, { status: 202, headers: { "cache-control": "no-store" } });
  }
}

/**
 * Queues a myguide /api call, and shows its change in the kept myguide list at
 * once: a page opened offline afterwards starts from the reader's own change.
 * An add from a card carries the show, which the list keeps for myguide to
 * draw offline; the form posted without JavaScript carries only its id.
 */
export async function queueChange(request: QueuedRequest): Promise<void> {
  const body = await request.clone().text();
  await myguideQueue.pushRequest({ request });
  const change = writeOfRequest(request.method, new URL(request.url).pathname, apiPath);
  if (!change) return;
  const show = change.kind === "add" ? showOfAddBody(body) : undefined;
  const listUrl = new URL(myguideListPath(apiPath), sw.location.origin).href;
  await reviseKeptJson<MyguideList>(listUrl, "myguideData", (list, keptUrl) =>
    applyMyguideWrite(list, change, show && listTakesShow(keptUrl, show) ? show : undefined),
  );
}

/** Forgets every queued change (a sign-out, or another account): they were another reader's. */
export async function dropQueued(): Promise<void> {
  while (await myguideQueue.shiftRequest()) {
    // Each shift removes one entry.
  }
}
