/**
 * An image as the server reads it (workers/db/images.ts) and the pages draw it: the types
 * both the server builds and the UI reads, so components need not import workers/db.
 */

/** One rendition of an image: a crop (original, square, landscape) at one width. */
export interface ImageVersion {
  crop: "original" | "square" | "landscape";
  path: string;
  width: number;
  height: number;
}

/**
 * Image, with both spellings the spec's clients read (path_large
 * and pathLarge, caption_formatted and captionFormatted) and `crops`
 * (crop name → path → width). `versions` carries heights too, for width/height
 * attributes and srcset.
 */
export interface Image {
  id: number;
  name: string;
  path: string;
  path_large: string;
  path_square: string;
  path_original_crop: string;
  pathLarge: string;
  pathSquare: string;
  caption_formatted: string;
  captionFormatted: string;
  copyright: string;
  width: number;
  height: number;
  mimetype: string;
  crops: Record<string, Record<string, number>>;
  versions: ImageVersion[];
}

/**
 * What a card shows of an image: its crops and their sizes, for src, srcset
 * and width/height. A list page's loader data travels inside its HTML, so a
 * card leaves out what only the API's clients and the article page read
 * (both caption spellings, copyright, mimetype, the crop table, the camelCase
 * path copies).
 */
export type CardImage = Pick<
  Image,
  "name" | "path" | "path_large" | "path_square" | "path_original_crop" | "width" | "height" | "versions"
>;
