import { useEffect, useState } from "react";
import { fetchJson } from "#app/lib/jsonApi";
import type { KeptShow } from "#machines/rules/guide/myguideShow";
import { myguideListPath } from "#machines/rules/guide/myguideWrites";
import { SAVED_AT_OF_THIS_PAGE } from "./keptPage";

const NONE: readonly KeptShow[] = [];

/**
 * The shows of the kept myguide list, which holds the shows the reader added
 * offline, read once the page runs when the page came from the device (its
 * kept copy, or opened offline); the service worker answers the kept list
 * offline. A page from the network has every show already: none, and no call.
 */
export function useKeptMyguideShows(apiPath: string, signedIn: boolean): readonly KeptShow[] {
  const [shows, setShows] = useState(NONE);
  useEffect(() => {
    if (!signedIn || (SAVED_AT_OF_THIS_PAGE === null && navigator.onLine)) return;
    let current = true;
    fetchJson<{ exhibitions: KeptShow[] }>(myguideListPath(apiPath)).then(
      (list) => {
        if (current) setShows(list.exhibitions);
      },
      () => {
        // Nothing kept: the page shows what it was saved with.
      },
    );
    return () => {
      current = false;
    };
  }, [apiPath, signedIn]);
  return shows;
}
