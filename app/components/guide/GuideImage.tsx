import { plainText } from "#machines/rules/guide/guide";
import type { GuideImage as Image } from "#machines/rules/guide/guideTypes";

/** An artwork or venue image with its intrinsic size (no layout shift), lazy below the fold. */
export function GuideImage<Crop extends "path" | "path_large" | "path_square" = "path">({
  image,
  alt,
  crop = "path" as Crop,
  eager = false,
  className,
}: {
  /** The image's files: at least the one of `crop`. */
  image: Pick<Image, NoInfer<Crop> | "width" | "height">;
  alt: string;
  crop?: Crop;
  eager?: boolean;
  className?: string;
}) {
  const square = crop === "path_square";
  const side = Math.min(image.width || 800, image.height || 800);
  return (
    <img
      className={className}
      src={image[crop]}
      alt={plainText(alt)}
      width={square ? side : image.width || undefined}
      height={square ? side : image.height || undefined}
      loading={eager ? "eager" : "lazy"}
      // An eager image is the top of the page: fetched before the others.
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
}
