import { type MouseEvent, useEffect, useRef } from "react";
import { fromPromise } from "xstate";
import { Html } from "#app/components/magazine/Html";
import { EMBED_URL } from "#app/components/magazine/VideoPlaceholder";
import { useMachine } from "#app/lib/actors";
import { useFocusTrap } from "#app/lib/focusTrap";
import { fetchJson } from "#app/lib/jsonApi";
import { useBodyScrollLock } from "#app/lib/scrollLock";
import { plainText } from "#machines/rules/guide/guide";
import type { Article, MediaItem } from "#machines/rules/magazine/articleTypes";
import { type RoomMedium, viewingRoomLightboxMachine } from "#machines/viewingRoomLightbox";

function toMedium(item: MediaItem): RoomMedium | null {
  if (item.kind === "video") {
    const still = item.primaryImage;
    return item.videoSource === "vimeo" || item.videoSource === "youtube"
      ? {
          kind: "video",
          videoSource: item.videoSource,
          videoId: item.videoId,
          poster: still ? { path_large: still.path_large, width: still.width, height: still.height } : null,
          captionFormatted: item.captionFormatted,
        }
      : null;
  }
  return {
    kind: "image",
    id: item.id,
    path_large: item.path_large,
    captionFormatted: item.captionFormatted,
    copyright: item.copyright,
    width: item.width,
    height: item.height,
  };
}

/**
 * The viewing-room lightbox, loaded on demand: full screen,
 * header of artists, title and venue, 'n of total', arrows wrapping through
 * the images then the videos, arrow keys, half clicks, CLOSE and Esc; a video
 * shows a Play Video placeholder until clicked.
 */
export default function ViewingRoomLightbox({
  room,
  apiPath,
  onClose,
}: {
  room: Article;
  apiPath: string;
  onClose: () => void;
}) {
  const [state, send] = useMachine(
    viewingRoomLightboxMachine.provide({
      actors: {
        loadMedia: fromPromise(async ({ input }) => {
          const body = await fetchJson<{ _embedded: { items: MediaItem[] } }>(
            `${apiPath}/items/${input.roomId}/media?pageSize=100`,
          );
          return body._embedded.items.map(toMedium).filter((m): m is RoomMedium => m !== null);
        }),
      },
    }),
  );
  const panel = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);
  useFocusTrap(panel);

  useEffect(() => {
    send({ type: "OPEN", roomId: room.id });
  }, [room.id, send]);
  const closed = state.matches("closed") && state.context.roomId !== null;
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (["ArrowLeft", "ArrowRight", "Escape"].includes(event.key)) {
        event.preventDefault();
        send({ type: "KEY", key: event.key });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [send]);

  const { media, index, playing } = state.context;
  // Half clicks count only once the machine has armed them (250 ms after opening).
  const clicksArmed = state.matches({ open: "armed" });
  const current = media[index];
  const onStageClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("button, a, iframe")) return;
    const box = event.currentTarget.getBoundingClientRect();
    send({ type: "HALF_CLICK", right: event.clientX - box.left > box.width / 2 });
  };

  return (
    <div
      className="vr-lightbox"
      role="dialog"
      aria-modal="true"
      aria-labelledby="vr-lightbox-title"
      ref={panel}
      data-testid="vr-lightbox"
    >
      <header className="vr-lightbox__header">
        <div>
          <Html as="p" className="vr-lightbox__artists" html={room.subtitleFormatted} />
          <h2 id="vr-lightbox-title" className="vr-lightbox__title">
            <Html html={room.leadFormatted} />
          </h2>
          <Html as="p" className="vr-lightbox__venue" html={room.titleFormatted} />
        </div>
        <button type="button" className="vr-lightbox__close" data-autofocus onClick={() => send({ type: "CLOSE" })}>
          CLOSE
        </button>
      </header>
      <div
        className="vr-lightbox__stage"
        onClick={onStageClick}
        data-testid="vr-stage"
        data-clicks={clicksArmed ? "armed" : "waiting"}
      >
        {state.matches("loading") ? <p className="vr-lightbox__loading">Loading…</p> : null}
        {current?.kind === "image" ? (
          <figure className="vr-lightbox__figure">
            <img src={current.path_large} alt="" width={current.width} height={current.height} data-testid="vr-image" />
            {current.captionFormatted ? <Html as="figcaption" html={current.captionFormatted} /> : null}
          </figure>
        ) : null}
        {current?.kind === "video" ? (
          <figure className="vr-lightbox__figure vr-lightbox__figure--video">
            {playing ? (
              <iframe
                className="vr-lightbox__video"
                src={EMBED_URL[current.videoSource]!(current.videoId)}
                title={plainText(current.captionFormatted) || `Video ${index + 1}`}
                allow="autoplay; fullscreen; picture-in-picture"
                allowFullScreen
                data-testid="vr-video"
              />
            ) : (
              // Until it plays, the video is its still with the play control over it.
              <div className="vr-lightbox__poster">
                {current.poster ? (
                  <img
                    src={current.poster.path_large}
                    alt=""
                    width={current.poster.width}
                    height={current.poster.height}
                    data-testid="vr-video-poster"
                  />
                ) : null}
                <button type="button" className="vr-lightbox__play" onClick={() => send({ type: "PLAY_VIDEO" })}>
                  <span aria-hidden="true">▶</span> Play Video
                </button>
              </div>
            )}
            {current.captionFormatted ? <Html as="figcaption" html={current.captionFormatted} /> : null}
          </figure>
        ) : null}
      </div>
      {media.length > 0 ? (
        <footer className="vr-lightbox__footer">
          <button
            type="button"
            className="home-arrow vr-lightbox__arrow"
            onClick={() => send({ type: "PREVIOUS" })}
            aria-label="Previous"
          >
            <span aria-hidden="true">←</span>
          </button>
          <p className="vr-lightbox__counter" aria-live="polite" data-testid="vr-counter">
            {index + 1} of {media.length}
          </p>
          <button
            type="button"
            className="home-arrow vr-lightbox__arrow"
            onClick={() => send({ type: "NEXT" })}
            aria-label="Next"
          >
            <span aria-hidden="true">→</span>
          </button>
        </footer>
      ) : null}
    </div>
  );
}
