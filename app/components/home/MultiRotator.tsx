import { ArticleImage } from "#app/components/magazine/ArticleImage";
import { Byline } from "#app/components/magazine/Byline";
import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import { MULTI_ROTATOR_SWITCH_MS } from "#machines/rules/magazine/homepage";
import type { ArticleTeaser } from "#machines/rules/magazine/teaserTypes";
import { onCarouselKey } from "./carouselKeys";
import { PauseButton } from "./PauseButton";
import { useRotator } from "./useRotator";

const multiRotator = () => import("#machines/rotator").then((m) => m.rotatorEvery(MULTI_ROTATOR_SWITCH_MS));

/**
 * The homepage multi-feature and multi-video rotators:
 * item 0 first, item 1 after 15000 ms and on; hovering or focusing an entry
 * of the list makes it the current one. Server-rendered on item 0.
 */
export function MultiRotator({
  label,
  articles,
  eager = false,
  video = false,
  testId,
}: {
  label: string;
  articles: ArticleTeaser[];
  eager?: boolean;
  video?: boolean;
  testId: string;
}) {
  const rotator = useRotator(multiRotator, articles.length);
  const current = articles[rotator.index];
  if (!current) return null;
  const set = (index: number) => rotator.send({ type: "SET", index });
  return (
    <div
      className={`home-multi${video ? " home-multi--video" : ""}`}
      data-testid={testId}
      role="region"
      aria-label={label}
      onKeyDown={(event) =>
        onCarouselKey(event, {
          previous: () => rotator.send({ type: "PREVIOUS" }),
          next: () => rotator.send({ type: "NEXT" }),
          escape: () => rotator.send({ type: "PAUSE" }),
        })
      }
    >
      <article
        className="home-multi__current"
        aria-live={rotator.paused ? "polite" : "off"}
        data-testid={`${testId}-current`}
      >
        {current.primaryImage ? (
          <Link to={current.url} className="home-multi__media" tabIndex={-1} aria-hidden="true">
            <ArticleImage
              image={current.primaryImage}
              crop="landscape"
              width={1200}
              sizes="(max-width: 840px) 100vw, 62vw"
              eager={eager && rotator.index === 0}
              alt=""
            />
            {video ? (
              <span className="home-play" aria-hidden="true">
                ▶
              </span>
            ) : null}
          </Link>
        ) : null}
        <p className="mag-kicker">{current.categoryLabel || current.channel}</p>
        <h2 className="home-multi__title">
          <Link to={current.url}>
            <Html html={current.hedFormatted || current.titleFormatted} />
          </Link>
        </h2>
        {current.dekFormatted ? <Html as="p" className="home-multi__dek" html={current.dekFormatted} /> : null}
        <Byline article={current} />
      </article>
      <ol className="home-multi__list">
        {articles.map((a, i) => (
          <li
            key={a.id}
            className="home-multi__entry"
            aria-current={i === rotator.index || undefined}
            onMouseEnter={() => set(i)}
            onFocus={() => set(i)}
          >
            <span className="home-multi__n" aria-hidden="true">
              {String(i + 1).padStart(2, "0")}
            </span>
            <Link to={a.url}>
              <Html html={a.hedFormatted || a.titleFormatted} />
            </Link>
          </li>
        ))}
      </ol>
      {rotator.moves ? <PauseButton paused={rotator.paused} onToggle={rotator.toggle} label={label} /> : null}
    </div>
  );
}
