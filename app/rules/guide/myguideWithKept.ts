/**
 * Myguide shown from the device: the page's shows (its kept copy, saved
 * before the reader's latest changes) and the shows of the kept myguide list
 * the page lacks, the ones added offline. A show on the page is drawn from
 * the page, once; the place tabs count the additions too.
 */

interface Show {
  id: number;
  location: { place: string; place_url: string };
}

export interface MyguidePlace {
  place_url: string;
  place: string;
  ids: number[];
}

export interface MyguideShown<T> {
  /** The shows of the page's place filter (every place without one). */
  exhibitions: T[];
  places: MyguidePlace[];
}

export function myguideWithKept<T extends Show>(
  page: MyguideShown<T> & { placeUrl?: string },
  kept: readonly T[],
): MyguideShown<T> {
  // The page's places list every show it was rendered with, whatever its filter.
  const onPage = new Set(page.places.flatMap((p) => p.ids));
  const added = kept.filter((x) => {
    if (onPage.has(x.id)) return false;
    onPage.add(x.id);
    return true;
  });
  if (added.length === 0) return page;
  const places = page.places.map((p) => ({ ...p, ids: [...p.ids] }));
  for (const x of added) {
    const place = places.find((p) => p.place_url === x.location.place_url);
    if (place) place.ids.push(x.id);
    else places.push({ place_url: x.location.place_url, place: x.location.place, ids: [x.id] });
  }
  const shown = added.filter((x) => !page.placeUrl || x.location.place_url === page.placeUrl);
  return { exhibitions: [...page.exhibitions, ...shown], places };
}
