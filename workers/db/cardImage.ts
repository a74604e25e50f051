import type { CardImage, Image } from "#machines/rules/magazine/imageTypes";

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
