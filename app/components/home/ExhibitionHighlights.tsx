import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import { useRootData } from "#app/lib/rootData";
import { plainText } from "#machines/rules/guide/guide";
import { EXHIBITION_HIGHLIGHT_ROTATE_MS } from "#machines/rules/magazine/homepage";
import type { ExhibitionHighlight } from "#machines/rules/magazine/homepageTypes";
import { onCarouselKey } from "./carouselKeys";
import { LazyPlaceholder } from "./LazyPlaceholder";
import { PauseButton } from "./PauseButton";
import { useLazyData } from "./useLazyData";
import { useRotator } from "./useRotator";

const highlightRotator = () => import("#machines/rotator").then((m) => m.rotatorEvery(EXHIBITION_HIGHLIGHT_ROTATE_MS));

/** Section 5: exhibition highlights, one image rotating every 5 s, looping. Lazy. */
export function ExhibitionHighlights() {
  const { apiPath } = useRootData().config;
  const { ref, data } = useLazyData<{ _embedded: { items: ExhibitionHighlight[] } }>(`${apiPath}/guide/highlights`);
  return (
    <section
      ref={ref}
      className="home-section home-highlights"
      aria-labelledby="home-highlights"
      data-testid="exhibition-highlights"
    >
      <h2 id="home-highlights" className="home-label home-label--rule">
        <Link to="/artguide">Exhibition Highlights</Link>
      </h2>
      {data && data._embedded.items.length > 0 ? (
        <HighlightRotator items={data._embedded.items} />
      ) : (
        <LazyPlaceholder href="/artguide" text="Browse exhibitions in the art guide" />
      )}
    </section>
  );
}

function HighlightRotator({ items }: { items: ExhibitionHighlight[] }) {
  const rotator = useRotator(highlightRotator, items.length);
  const current = items[rotator.index]!;
  const image = current.media[0];
  return (
    <div
      className="home-highlights__body"
      role="group"
      aria-roledescription="carousel"
      aria-label="Exhibition highlights"
      onKeyDown={(event) =>
        onCarouselKey(event, {
          previous: () => rotator.send({ type: "PREVIOUS" }),
          next: () => rotator.send({ type: "NEXT" }),
          escape: () => rotator.send({ type: "PAUSE" }),
        })
      }
    >
      <Link to={current.location.path} className="home-highlights__media" data-testid="highlight-current">
        {image ? (
          <img
            key={current.id}
            src={image.path_large}
            alt={plainText(current.title)}
            width={image.width}
            height={image.height}
          />
        ) : null}
      </Link>
      <div className="home-highlights__text">
        <p className="mag-kicker">{current.location.place}</p>
        {current.artists ? <p className="home-highlights__artists">{current.artists}</p> : null}
        <h3 className="home-highlights__title">
          <Link to={current.location.path}>
            <Html html={current.title} />
          </Link>
        </h3>
        <p className="home-highlights__venue">{current.location.name}</p>
        <p className="mag-date mag-date--small">{current.runDates}</p>
        <div className="home-highlights__controls">
          <button
            type="button"
            className="home-arrow"
            onClick={() => rotator.send({ type: "PREVIOUS" })}
            aria-label="Previous highlight"
          >
            <span aria-hidden="true">←</span>
          </button>
          <span className="home-counter">
            {rotator.index + 1} / {items.length}
          </span>
          <button
            type="button"
            className="home-arrow"
            onClick={() => rotator.send({ type: "NEXT" })}
            aria-label="Next highlight"
          >
            <span aria-hidden="true">→</span>
          </button>
          {rotator.moves ? (
            <PauseButton paused={rotator.paused} onToggle={rotator.toggle} label="exhibition highlights" />
          ) : null}
        </div>
      </div>
    </div>
  );
}
