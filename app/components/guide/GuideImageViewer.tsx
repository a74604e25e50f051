import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Html } from "#app/components/magazine/Html";
import { FocusTrapDiv } from "#app/components/shell/FocusTrapDiv";
import { OVERLAY_ROOT_ID } from "#app/components/shell/OverlayHost";
import { canGoBack, canGoForward, stepImage } from "#app/rules/guide/imageViewer";
import { plainText } from "#machines/rules/guide/guide";
import type { ViewerImage } from "#machines/rules/guide/guideTypes";

/**
 * The guide image viewer, loaded on demand: one image at a time
 * with its caption, arrows disabled at the ends (no wrapping), Escape or a
 * click on the background closes. PDFs were taken out by the caller.
 * It is drawn in the shell's overlay root, not where its opener is: a card
 * (content-visibility, a transform) would otherwise contain the fixed
 * viewer and clip it to the card.
 */
export default function GuideImageViewer({
  images,
  title,
  onClose,
}: {
  images: ViewerImage[];
  title: string;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  const image = images[index];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onClose();
      } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        setIndex((i) => stepImage(i, images.length, event.key === "ArrowRight" ? 1 : -1));
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [images.length, onClose]);

  if (!image) return null;
  return createPortal(
    <FocusTrapDiv
      className="g-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={`Images: ${title}`}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <figure className="g-viewer__figure">
        <img src={image.path_large} width={image.width} height={image.height} alt={plainText(image.caption) || title} />
        <figcaption className="g-viewer__caption">
          <Html html={image.caption} />
          {images.length > 1 && (
            <span className="g-viewer__count">
              {" "}
              {index + 1} / {images.length}
            </span>
          )}
        </figcaption>
      </figure>
      {images.length > 1 && (
        <>
          <button
            type="button"
            className="g-viewer__arrow g-viewer__arrow--prev"
            aria-label="Previous image"
            disabled={!canGoBack(index)}
            onClick={() => setIndex((i) => stepImage(i, images.length, -1))}
          >
            ‹
          </button>
          <button
            type="button"
            className="g-viewer__arrow g-viewer__arrow--next"
            aria-label="Next image"
            disabled={!canGoForward(index, images.length)}
            onClick={() => setIndex((i) => stepImage(i, images.length, 1))}
          >
            ›
          </button>
        </>
      )}
      <button data-autofocus type="button" className="g-viewer__close" aria-label="Close" onClick={onClose}>
        ×
      </button>
    </FocusTrapDiv>,
    document.getElementById(OVERLAY_ROOT_ID) ?? document.body,
  );
}
