import type { CardImage, ImageVersion } from "#machines/rules/magazine/imageTypes";

export type Crop = "square" | "landscape" | "original";

function pathFor(image: CardImage, crop: Crop): string {
  if (crop === "square") return image.path_square;
  if (crop === "landscape") return image.path_large;
  return image.path_original_crop || image.path;
}

/** Width and height of the crop, from its versions, else from the original's ratio. */
function sizeFor(
  image: CardImage,
  crop: Crop,
  versions: ImageVersion[],
  width: number,
): { width: number; height: number } {
  const best = versions.find((v) => v.width >= width) ?? versions[versions.length - 1];
  const ratio = best
    ? best.height / best.width
    : crop === "square"
      ? 1
      : image.height / Math.max(1, image.width) || 2 / 3;
  return { width, height: Math.round(width * ratio) };
}

/**
 * An article image at the width its list kind asks for, with
 * width/height set (no layout shift), srcset from the crop's versions, and lazy
 * loading unless it is above the fold.
 */
export function ArticleImage({
  image,
  crop,
  width,
  sizes,
  eager = false,
  className,
  alt,
}: {
  image: CardImage;
  crop: Crop;
  width: number;
  sizes?: string;
  eager?: boolean;
  className?: string;
  alt?: string;
}) {
  const versions = image.versions.filter((v) => v.crop === crop);
  const size = sizeFor(image, crop, versions, width);
  const srcSet = versions.length > 1 ? versions.map((v) => `${v.path} ${v.width}w`).join(", ") : undefined;
  const best = versions.find((v) => v.width >= width) ?? versions[versions.length - 1];
  return (
    <img
      className={className}
      src={best?.path ?? pathFor(image, crop)}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(max-width: 840px) 100vw, ${width}px`) : undefined}
      width={size.width}
      height={size.height}
      alt={alt ?? image.name}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "auto" : "async"}
      fetchPriority={eager ? "high" : undefined}
    />
  );
}
