import { fromPromise } from "xstate";
import { networkUnreliable } from "#app/lib/pocket/keptPage";
import { guideMapMachine, type MapLocation } from "#machines/guideMap";
import { fetchAllPages, fetchNearby, type ListedShow, locate, venuesOfListed } from "./mapData";

/**
 * The guide map machine with its browser effects, loaded when the reader first
 * uses the map (GuideMap): `openMap` loads the map code and every api page.
 * Offline (a page kept on the device) the api cannot answer: the map then
 * shows the venues of the shows the page itself lists, when it lists any.
 */
export function guideMapWith(deps: {
  apiPath: string;
  listPath: () => string;
  listedOnPage: () => readonly ListedShow[];
  loadMapView: () => Promise<unknown>;
}) {
  const listVenues = async () => {
    try {
      return await fetchAllPages(deps.apiPath, deps.listPath());
    } catch (error) {
      const listed = deps.listedOnPage();
      if (!networkUnreliable() || listed.length === 0) throw error;
      return venuesOfListed(listed);
    }
  };
  return guideMapMachine.provide({
    actors: {
      openMap: fromPromise<MapLocation[]>(async () => {
        const [, venues] = await Promise.all([deps.loadMapView(), listVenues()]);
        return venues;
      }),
      locate: fromPromise(() => locate()),
      fetchNearby: fromPromise(({ input }) => fetchNearby(deps.apiPath, input)),
    },
  });
}
