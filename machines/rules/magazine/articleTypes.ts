import type { Image } from "#machines/rules/magazine/imageTypes";

/**
 * Articles as the server reads them (workers/db/articles.ts, picks.ts, media.ts) and the
 * pages render them: the types both sides share, so components need not import workers/db.
 */

export interface Article {
  id: number;
  slug: string;
  url: string;
  channel: string;
  channelPath: string;
  category: string;
  categoryLabel: string;
  type: number;
  typeName: string;
  typeTranslated: string;
  section: string;
  title: string;
  titleFormatted: string;
  hedFormatted: string;
  dekFormatted: string;
  subtitleFormatted: string;
  bylineFormatted: string;
  writerFormatted: string;
  leadFormatted: string;
  bodyExcerpt: string;
  /** Only on single-article reads; lists leave it empty. */
  bodyFormatted: string;
  published: string;
  /** The date line, written here so pages carry no date code: "November 25, 2026". */
  publishedText: string;
  /** News' date line, with the time: "November 25th, 2026 at 1:46pm". */
  publishedTimeText: string;
  issueTitle: string | null;
  issuePath: string | null;
  primaryImage: Image | null;
  isSponsoredContent: boolean;
  sponsorName: string;
  probabilityweight: number;
  flags: number;
  videoTags: Record<string, string>;
  hasVideo: boolean;
  hasPodcast: boolean;
  /** "vimeo:123" / "youtube:abc" when the article carries a video. */
  video: { url: string; videoSource: string; videoId: string } | null;
  /** Pick fields; null outside picks. */
  pick: PickFields | null;
}

export interface PickFields {
  placeUrl: string;
  placeListedUnder: string;
  locationOverride: string;
  locationName: string;
  locationAddress: string;
  runDates: string;
  curatedBy: string;
}

export interface PickPlace {
  place: string;
  place_url: string;
  path: string;
  count: number;
}

export type MediaItem =
  | ({ kind: "image"; position: number } & Image)
  | {
      kind: "video";
      position: number;
      url: string;
      videoSource: string;
      videoId: string;
      video_source: string;
      video_id: string;
      /** The video's still, shown until it plays (spec: a video has a primary image). */
      primaryImage: Image | null;
      /** The still's caption: the video's own. */
      captionFormatted: string;
    };
