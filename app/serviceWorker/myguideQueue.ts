import { Queue } from "workbox-background-sync";
import { MYGUIDE_QUEUE } from "#machines/rules/pocket/offlineCaches";

/**
 * Myguide changes made without a connection wait here and are sent in order
 * when it returns: by Background Sync where the browser has it, otherwise
 * when the worker next starts and whenever a page says it is back online.
 * The server treats a replayed add or remove as the same change again.
 */
export const myguideQueue = new Queue(MYGUIDE_QUEUE, { maxRetentionTime: 7 * 24 * 60 });

/** A myguide write: sent now, or queued and answered 202 so the page keeps its optimistic state. */
export async function sendOrQueue(request: Request): Promise<Response> {
  const queued = request.clone();
  try {
    return await fetch(request);
  } catch {
    // The Worker's own Request type is global in this project; the browser's is the same object here.
    await myguideQueue.pushRequest({ request: queued as Parameters<Queue["pushRequest"]>[0]["request"] });
    return Response.json({ ok: true, queued: true }, { status: 202, headers: { "cache-control": "no-store" } });
  }
}

/** Forgets every queued change (a sign-out, or another account): they were another reader's. */
export async function dropQueued(): Promise<void> {
  while (await myguideQueue.shiftRequest()) {
    // Each shift removes one entry.
  }
}
