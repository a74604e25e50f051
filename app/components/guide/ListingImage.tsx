import type { ListingExhibition } from "#machines/rules/guide/guideTypes";
import { GuideImage } from "./GuideImage";
import { ImageViewerLink } from "./ImageViewerLink";

/** A listing's image: a link to the large image without JavaScript, the image viewer with it. */
export function ListingImage({
  exhibition: x,
  headline,
  eager,
}: {
  exhibition: ListingExhibition;
  headline: string;
  eager?: boolean;
}) {
  if (!x.primaryImage) return null;
  return (
    <ImageViewerLink
      className="g-card__media"
      images={x.images.length > 0 ? x.images : [x.primaryImage]}
      title={headline}
    >
      <GuideImage image={x.primaryImage} alt={x.primaryImage.caption || headline} eager={eager} />
    </ImageViewerLink>
  );
}
