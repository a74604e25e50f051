import { fetchJson } from "#app/lib/jsonApi";
import type { MyguideApi } from "#machines/myguide";

/** The myguide calls as the browser makes them; anything but 2xx throws (the machine reverts). */
export function myguideApi(apiPath: string): MyguideApi {
  const call = (method: "GET" | "POST" | "DELETE", path: string) => {
    return fetchJson<unknown>(`${apiPath}/guide/myguide${path}`, { method });
  };
  return {
    load: async () => ((await call("GET", "/exhibitions")) as { ids: number[] }).ids,
    add: (id) => call("POST", `/exhibition/${id}`),
    remove: (id) => call("DELETE", `/exhibition/${id}`),
    clear: () => call("DELETE", "/exhibitions"),
  };
}
