import { useCallback, useState } from "react";
import { lazyComponent } from "#app/lib/lazy";
import { viewableImages } from "#app/rules/guide/imageViewer";
import type { ListingExhibition, ViewerImage } from "#workers/db/guideTypes";
import { GuideImage } from "./GuideImage";

const GuideImageViewer = lazyComponent(() => import("./GuideImageViewer"));

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
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (!x.primaryImage) return null;
  const images = viewableImages<ViewerImage>(x.images.length > 0 ? x.images : [x.primaryImage]);
  return (
    <>
      <a
        className="g-card__media"
        href={x.primaryImage.path_large}
        data-viewer-images={images.length}
        onClick={(event) => {
          if (images.length === 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <GuideImage image={x.primaryImage} alt={x.primaryImage.caption || headline} eager={eager} />
      </a>
      {open && <GuideImageViewer images={images} title={headline} onClose={close} />}
    </>
  );
}
