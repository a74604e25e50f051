import { type ReactNode, useCallback, useState } from "react";
import { lazyComponent } from "#app/lib/lazy";
import { viewableImages } from "#app/rules/guide/imageViewer";
import type { ViewerImage } from "#machines/rules/guide/guideTypes";

const GuideImageViewer = lazyComponent(() => import("./GuideImageViewer"));

/**
 * An image that opens the guide image viewer: a link to the large image without
 * JavaScript (or when every image is a PDF), the viewer over the page with it.
 */
export function ImageViewerLink({
  className,
  images,
  title,
  children,
}: {
  className: string;
  /** The images the viewer steps through; the first is the one linked. */
  images: readonly ViewerImage[];
  title: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const viewable = viewableImages(images);
  const first = images[0];
  if (!first) return null;
  return (
    <>
      <a
        className={className}
        href={first.path_large}
        data-viewer-images={viewable.length}
        onClick={(event) => {
          if (viewable.length === 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open && <GuideImageViewer images={viewable} title={title} onClose={close} />}
    </>
  );
}
