import { Link } from "#app/components/navigation/Link";

/** Links to video tag pages (/video/{tag}): under an article's video, and at the top of /video. */
export function VideoTagLinks({ tags }: { tags: readonly { tag: string; label: string }[] }) {
  if (tags.length === 0) return null;
  return (
    <nav className="mag-video-tags" aria-label="Video topics" data-testid="video-tags">
      <ul className="mag-video-tags__list">
        {tags.map(({ tag, label }) => (
          <li key={tag}>
            <Link to={`/video/${encodeURIComponent(tag)}`} className="mag-video-tags__link">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
