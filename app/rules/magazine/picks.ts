/** Place bookmarks of the picks feed: where each place's section starts. */
export interface PlaceBookmark {
  place: string;
  path: string;
  startY: number;
}

/** The place whose section the reader is in: the last one starting at or above `y`. */
export function placeAt(bookmarks: readonly PlaceBookmark[], y: number): PlaceBookmark | null {
  let current: PlaceBookmark | null = null;
  for (const b of bookmarks) {
    if (b.startY <= y) current = b;
  }
  return current ?? bookmarks[0] ?? null;
}

/** Where the next picks come from: the rest of this place, then the next place, wrapping to the first. */
export function nextPicksCursor(
  cursor: { placeUrl: string; page: number; pages: number },
  places: readonly { place_url: string }[],
): { placeUrl: string; page: number } {
  if (cursor.page < cursor.pages) return { placeUrl: cursor.placeUrl, page: cursor.page + 1 };
  const i = places.findIndex((p) => p.place_url === cursor.placeUrl);
  return { placeUrl: places[(i + 1) % places.length]!.place_url, page: 1 };
}
