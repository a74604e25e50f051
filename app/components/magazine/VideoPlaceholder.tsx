import type { Image } from "../../../workers/db/images";
import { ArticleImage } from "./ArticleImage";

const WATCH_URL: Record<string, (id: string) => string> = {
  vimeo: (id) => `https://vimeo.com/${encodeURIComponent(id)}`,
  youtube: (id) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
};

/**
 * The video's still with a play link to the provider. The click-to-embed
 * player (spec 2 §4 "Video embed") replaces it with the magazine issue; until
 * then the link works without JavaScript.
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
  const href = WATCH_URL[video.videoSource]?.(video.videoId);
  return (
    <figure className="mag-video">
      {image ? <ArticleImage image={image} crop="landscape" width={1200} eager alt="" /> : null}
      {href ? (
        <a className="mag-video__play" href={href} rel="noopener noreferrer" target="_blank">
          <span aria-hidden="true">▶</span> Play Video<span className="visually-hidden">: {title}</span>
        </a>
      ) : null}
    </figure>
  );
}
