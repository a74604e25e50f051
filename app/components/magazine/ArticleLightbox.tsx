import { useEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { OverlayHost } from "#app/components/shell/OverlayHost";
import { useActiveOverlay } from "#app/components/shell/ShellProvider";
import { useMachine } from "#app/lib/actors";
import { fetchJson } from "#app/lib/jsonApi";
import { useRootData } from "#app/lib/rootData";
import { type LightboxImage, lightboxMachine, positionLabel, showsNavigation } from "#machines/lightbox";
import { Html } from "./Html";

interface MediaAnswer {
  _embedded: { items: (LightboxImage & { kind: string })[] };
}

/**
 * The image lightbox, loaded on demand. It stays mounted once
 * opened, so opening it again for the same article reuses the loaded images.
 */
export default function ArticleLightbox({ articleId, title }: { articleId: number; title: string }) {
  const { apiPath } = useRootData().config;
  const figure = useRef<HTMLImageElement>(null);
  const machine = useMemo(
    () =>
      lightboxMachine.provide({
        actors: {
          loadImages: fromPromise<LightboxImage[], { articleId: number }>(async ({ input }) => {
            const body = await fetchJson<MediaAnswer>(`${apiPath}/items/${input.articleId}/media?pageSize=100`);
            return body._embedded.items.filter((item) => item.kind === "image");
          }),
        },
        actions: {
          scrollIntoView: () => figure.current?.scrollIntoView({ block: "nearest" }),
        },
      }),
    [apiPath],
  );
  const [state, send] = useMachine(machine);
  const active = useActiveOverlay();

  // The shell's overlay machine decides what is on screen; follow it.
  useEffect(() => {
    if (active === "lightbox" && state.matches("closed")) send({ type: "OPEN", articleId, index: 0, title });
    if (active !== "lightbox" && !state.matches("closed")) send({ type: "CLOSE" });
  }, [active, state, send, articleId, title]);

  // The arrow keys step through the images, as in the viewing-room lightbox (the dialog closes on Escape).
  const open = state.matches("open");
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      send({ type: "KEY", key: event.key });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, send]);

  const { images, index } = state.context;
  const image = images[index];
  const many = showsNavigation(state.context);
  return (
    <OverlayHost overlay="lightbox" title={title} className="lightbox">
      <div className="lightbox__stage" data-testid="lightbox">
        {state.matches("loading") || !image ? (
          <p className="lightbox__loading label">Loading images…</p>
        ) : (
          <figure className="lightbox__figure">
            <img
              ref={figure}
              src={image.path_large}
              alt={title}
              width={image.width ?? undefined}
              height={image.height ?? undefined}
              onClick={() => send({ type: "IMAGE_CLICK" })}
              data-testid="lightbox-image"
            />
            <figcaption className="lightbox__caption">
              {many ? (
                <span className="lightbox__count" data-testid="lightbox-count">
                  {positionLabel(state.context)}
                </span>
              ) : null}
              <Html html={image.captionFormatted} />
            </figcaption>
          </figure>
        )}
        {many ? (
          <>
            <button
              type="button"
              className="lightbox__arrow lightbox__arrow--prev"
              onClick={() => send({ type: "PREVIOUS" })}
              aria-label="Previous image"
            >
              ‹
            </button>
            <button
              type="button"
              className="lightbox__arrow lightbox__arrow--next"
              onClick={() => send({ type: "NEXT" })}
              aria-label="Next image"
            >
              ›
            </button>
          </>
        ) : null}
      </div>
    </OverlayHost>
  );
}
