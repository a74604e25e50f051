import type { Image } from "./images";

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

export function cardImage(image: Image): CardImage {
  return {
    name: image.name,
    path: image.path,
    path_large: image.path_large,
    path_square: image.path_square,
    path_original_crop: image.path_original_crop,
    width: image.width,
    height: image.height,
    versions: image.versions,
  };
}
