import { ArticleImage } from "#app/components/magazine/ArticleImage";
import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import type { Article } from "#machines/rules/magazine/articleTypes";
import { HOMEPAGE_LABELS, splitSponsorPrefix } from "#machines/rules/magazine/homepage";
import { PauseButton } from "./PauseButton";
import { useRotator } from "./useRotator";

const sponsoredRotator = () => import("#machines/sponsoredVideo").then((m) => m.sponsoredVideoMachine(Math.random));

/**
 * Section 4: the sponsored video teaser labelled VIDEO with its
 * optional source ('From X:' moves from the title to the source line); a
 * weighted random pick on probabilityweight every 8 s.
 */
export function SponsoredVideoTeaser({ videos }: { videos: Article[] }) {
  const rotator = useRotator(
    sponsoredRotator,
    videos.length,
    videos.map((v) => v.probabilityweight),
  );
  const video = videos[rotator.index];
  if (!video) return null;
  const { source, title } = splitSponsorPrefix(video.titleFormatted);
  return (
    <article className="home-sponsored" data-testid="sponsored-video">
      <p className="home-label">
        {HOMEPAGE_LABELS.video}
        {source || video.sponsorName ? (
          <span className="home-sponsored__source"> From {source || video.sponsorName}</span>
        ) : null}
      </p>
      {video.primaryImage ? (
        <Link to={video.url} className="home-sponsored__media" tabIndex={-1} aria-hidden="true">
          <ArticleImage
            image={video.primaryImage}
            crop="landscape"
            width={600}
            sizes="(max-width: 840px) 100vw, 33vw"
            alt=""
          />
          <span className="home-play" aria-hidden="true">
            ▶
          </span>
        </Link>
      ) : null}
      <h3 className="home-sponsored__title">
        <Link to={video.url}>
          <Html html={title} />
        </Link>
      </h3>
      {rotator.moves ? (
        <PauseButton paused={rotator.paused} onToggle={rotator.toggle} label="sponsored videos" />
      ) : null}
    </article>
  );
}
