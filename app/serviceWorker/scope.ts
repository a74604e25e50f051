/// <reference lib="webworker" />

/** The service worker's global scope. */
export const sw = self as unknown as ServiceWorkerGlobalScope;

/** The precache list workbox-build writes where the bundle reads `self.__WB_MANIFEST`. */
export type PrecacheList = Array<{ url: string; revision: string | null } | string>;

/** The site's API path, from the registration's address (/sw.js?api=…), as the Worker's API_PATH says. */
export const apiPath = new URL(sw.location.href).searchParams.get("api") ?? "/api";
