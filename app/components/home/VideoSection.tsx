import { Link } from "#app/components/navigation/Link";
import { ErrorAlert } from "#app/components/shell/ErrorAlert";
import { useRootData } from "#app/lib/rootData";
import type { Article } from "#machines/rules/magazine/articleTypes";
import { ERROR_LOADING_VIDEOS } from "#machines/rules/magazine/magazine";
import { LazyPlaceholder } from "./LazyPlaceholder";
import { MultiRotator } from "./MultiRotator";
import { SponsoredVideoTeaser } from "./SponsoredVideoTeaser";
import { useLazyData } from "./useLazyData";

type List = { _embedded: { items: Article[] } };

/** The video row: the multi-video rotator beside the sponsored video teaser (GET /api/video/featured-sponsored). Lazy. */
export function VideoSection() {
  const { apiPath } = useRootData().config;
  const latest = useLazyData<List>(`${apiPath}/video?pageSize=4`);
  const sponsored = useLazyData<List>(`${apiPath}/video/featured-sponsored`);
  return (
    <section className="home-section home-video" aria-labelledby="home-video">
      <h2 id="home-video" className="home-label home-label--rule">
        <Link to="/video">Video</Link>
      </h2>
      <div className="home-video__grid">
        <div ref={latest.ref as React.RefObject<HTMLDivElement>}>
          {latest.data ? (
            <MultiRotator label="Latest videos" articles={latest.data._embedded.items} video testId="multi-video" />
          ) : (
            <>
              <ErrorAlert message={latest.failed && ERROR_LOADING_VIDEOS} />
              <LazyPlaceholder href="/video" text="Watch the latest videos" />
            </>
          )}
        </div>
        <div ref={sponsored.ref as React.RefObject<HTMLDivElement>}>
          {sponsored.data ? <SponsoredVideoTeaser videos={sponsored.data._embedded.items} /> : null}
        </div>
      </div>
    </section>
  );
}
