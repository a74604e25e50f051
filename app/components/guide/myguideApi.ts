import { fetchJson } from "#app/lib/jsonApi";
import type { MyguideApi } from "#machines/myguide";
import { type MyguideWrite, myguideListPath, writeRequest } from "#machines/rules/guide/myguideWrites";

/** The myguide calls as the browser makes them; anything but 2xx throws (the machine reverts). */
export function myguideApi(apiPath: string): MyguideApi {
  const send = (change: MyguideWrite, body?: unknown) => {
    const { method, path } = writeRequest(change, apiPath);
    return fetchJson<unknown>(path, { method, body });
  };
  return {
    load: async () => ((await fetchJson<unknown>(myguideListPath(apiPath))) as { ids: number[] }).ids,
    // The server reads only the id; the service worker keeps the show when the add waits offline.
    add: (id, exhibition) => send({ kind: "add", id }, exhibition && { exhibition }),
    remove: (id) => send({ kind: "remove", id }),
    clear: () => send({ kind: "clear" }),
  };
}
