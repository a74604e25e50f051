import { type MouseEvent, useState } from "react";
import type { Image } from "#machines/rules/magazine/imageTypes";
import { ArticleImage } from "./ArticleImage";

const WATCH_URL: Record<string, (id: string) => string> = {
  vimeo: (id) => `https://vimeo.com/${encodeURIComponent(id)}`,
  youtube: (id) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
};

/** Player URLs of the two video vendors the spec allows (Vimeo, YouTube). */
export const EMBED_URL: Record<string, (id: string) => string> = {
  vimeo: (id) => `https://player.vimeo.com/video/${encodeURIComponent(id)}?autoplay=1`,
  youtube: (id) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`,
};

/**
 * Video embed: the still with a play control until clicked, then
 * the Vimeo or YouTube player, so no third-party player loads before the
 * reader asks. Without JavaScript the control links to the provider.
 */
export function VideoPlaceholder({
  video,
  image,
  title,
}: {
  video: { videoSource: string; videoId: string };
  image: Image | null;
  title: string;
}) {
  const [playing, setPlaying] = useState(false);
  const href = WATCH_URL[video.videoSource]?.(video.videoId);
  const embed = EMBED_URL[video.videoSource]?.(video.videoId);
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!embed) return;
    event.preventDefault();
    setPlaying(true);
  };
  if (playing && embed) {
    return (
      <figure className="mag-video mag-video--playing">
        <iframe
          src={embed}
          title={title}
          className="mag-video__frame"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          data-testid="video-embed"
        />
      </figure>
    );
  }
  return (
    <figure className="mag-video">
      {image ? <ArticleImage image={image} crop="landscape" width={1200} eager alt="" /> : null}
      {href ? (
        <a
          className="mag-video__play"
          href={href}
          rel="noopener noreferrer"
          target="_blank"
          onClick={play}
          data-testid="video-play"
        >
          <span aria-hidden="true">▶</span> Play Video<span className="visually-hidden">: {title}</span>
        </a>
      ) : null}
    </figure>
  );
}
