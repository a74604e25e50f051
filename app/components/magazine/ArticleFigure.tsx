import { type MouseEvent, useState } from "react";
import { useOverlayActor } from "#app/components/shell/ShellProvider";
import { lazyComponent } from "#app/lib/lazy";
import type { Image } from "#machines/rules/magazine/imageTypes";
import { ArticleImage } from "./ArticleImage";
import { Html } from "./Html";

// The lightbox is code only some readers need: loaded on the first click.
const ArticleLightbox = lazyComponent(() => import("./ArticleLightbox"), { fallback: null });

/**
 * The article's lead image. A click opens the image lightbox over all the
 * article's images; without JavaScript the link opens the large image.
 */
export function ArticleFigure({ articleId, title, image }: { articleId: number; title: string; image: Image }) {
  const overlay = useOverlayActor();
  const [wanted, setWanted] = useState(false);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setWanted(true);
    overlay.send({ type: "OPEN", overlay: "lightbox" });
  };
  return (
    <figure className="mag-article__figure">
      <a
        href={image.path_large}
        onClick={open}
        className="mag-article__zoom"
        data-testid="open-lightbox"
        aria-label={`View the images of ${title}`}
      >
        <ArticleImage image={image} crop="original" width={1200} sizes="(max-width: 840px) 100vw, 1200px" eager />
      </a>
      {image.captionFormatted ? <Html as="figcaption" className="mag-caption" html={image.captionFormatted} /> : null}
      {wanted ? <ArticleLightbox articleId={articleId} title={title} /> : null}
    </figure>
  );
}
