/**
 * Search suggestions as GET /api/suggest answers them and the search overlay lists them: each says what
 * it is (its section and date, and a small square image where the article has one), and the list ends
 * with an entry for the whole search.
 */

/** A small square rendition of the article's image, sized for a thumbnail. */
export interface SuggestionImage {
  path: string;
  width: number;
  height: number;
}

/** One suggestion's item (the spec's "each has item"), its date written on the server. */
export interface SuggestionItem {
  id: number;
  title: string;
  url: string;
  channel: string;
  /** The section the article is listed under ("News", "Critics' Picks"). */
  categoryLabel: string;
  published: string;
  publishedText: string;
  image: SuggestionImage | null;
}

/** What the overlay's list shows of a suggestion: its headline, where it leads, its section, date and image. */
export interface Suggestion {
  title: string;
  url: string;
  section: string;
  /** The published date, machine-readable and as the server wrote it. */
  published: string;
  dateText: string;
  image: SuggestionImage | null;
}

export function suggestionFromItem(item: SuggestionItem): Suggestion {
  return {
    title: item.title,
    url: item.url,
    section: item.categoryLabel,
    published: item.published,
    dateText: item.publishedText,
    image: item.image,
  };
}

/** The thumbnail width the overlay shows; the server picks the smallest square crop at least twice as wide. */
export const SUGGESTION_IMAGE_PX = 48;

/** The list's last entry: every result of the search for the term. */
export function seeAllResults(term: string): { label: string; url: string } {
  return { label: `See all results for “${term}”`, url: `/search?search=${encodeURIComponent(term)}` };
}
