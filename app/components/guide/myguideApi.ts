import type { MyguideApi } from "#machines/myguide";

/** The myguide calls as the browser makes them; anything but 2xx throws (the machine reverts). */
export function myguideApi(apiPath: string): MyguideApi {
  const call = async (method: string, path: string) => {
    const res = await fetch(`${apiPath}/guide/myguide${path}`, { method, headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`myguide answered ${res.status}`);
    return (await res.json()) as unknown;
  };
  return {
    load: async () => ((await call("GET", "/exhibitions")) as { ids: number[] }).ids,
    add: (id) => call("POST", `/exhibition/${id}`),
    remove: (id) => call("DELETE", `/exhibition/${id}`),
    clear: () => call("DELETE", "/exhibitions"),
  };
}
