import { ArticleImage } from "#app/components/magazine/ArticleImage";
import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import type { Article } from "#machines/rules/magazine/articleTypes";

/**
 * A viewing room as listed: image, artists (subtitle), exhibition
 * title (lead), venue (title) and locale (section), each linking to its url.
 * With `onOpen` the image opens the viewing-room lightbox instead.
 */
export function ViewingRoomCard({
  room,
  onFollow,
  onOpen,
}: {
  room: Article;
  onFollow?: () => void;
  onOpen?: () => void;
}) {
  const image = room.primaryImage ? (
    <ArticleImage image={room.primaryImage} crop="square" width={480} sizes="(max-width: 840px) 100vw, 33vw" alt="" />
  ) : null;
  return (
    <article className="vr-card" data-testid="viewing-room">
      {onOpen ? (
        <button type="button" className="vr-card__media" onClick={onOpen} aria-label={`View images: ${room.title}`}>
          {image}
          <span className="vr-card__view" aria-hidden="true">
            View
          </span>
        </button>
      ) : (
        <Link to={room.url} className="vr-card__media" tabIndex={-1} aria-hidden="true" onClick={onFollow}>
          {image}
        </Link>
      )}
      <Link to={room.url} className="vr-card__text" onClick={onFollow}>
        <Html as="p" className="vr-card__artists" html={room.subtitleFormatted} />
        <Html as="p" className="vr-card__lead" html={room.leadFormatted} />
        <Html as="p" className="vr-card__venue" html={room.titleFormatted} />
        {room.section ? <p className="vr-card__locale">{room.section}</p> : null}
      </Link>
    </article>
  );
}
