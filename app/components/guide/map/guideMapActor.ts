import { fromPromise } from "xstate";
import { guideMapMachine, type MapLocation } from "#machines/guideMap";
import { fetchAllPages, fetchNearby, locate } from "./mapData";

/**
 * The guide map machine with its browser effects, loaded when the reader first
 * uses the map (GuideMap): `openMap` loads the map code and every api page.
 */
export function guideMapWith(deps: { apiPath: string; listPath: () => string; loadMapView: () => Promise<unknown> }) {
  return guideMapMachine.provide({
    actors: {
      openMap: fromPromise<MapLocation[]>(async () => {
        const [, venues] = await Promise.all([deps.loadMapView(), fetchAllPages(deps.apiPath, deps.listPath())]);
        return venues;
      }),
      locate: fromPromise(() => locate()),
      fetchNearby: fromPromise(({ input }) => fetchNearby(deps.apiPath, input)),
    },
  });
}
