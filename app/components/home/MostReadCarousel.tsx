import { ArticleImage } from "#app/components/magazine/ArticleImage";
import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import { HOMEPAGE_LABELS } from "#machines/rules/magazine/homepage";
import type { ArticleTeaser } from "#machines/rules/magazine/teaserTypes";
import { HomeCarousel } from "./HomeCarousel";

/** Section 1: the Most Read carousel, labelled MOST READ, linking to the news; only when articles exist. */
export function MostReadCarousel({ articles, perScreen }: { articles: ArticleTeaser[]; perScreen: number }) {
  if (articles.length === 0) return null;
  return (
    <section className="home-section home-mostread" aria-labelledby="home-most-read" data-testid="most-read">
      <h2 id="home-most-read" className="home-label">
        <Link to="/news">{HOMEPAGE_LABELS.mostRead}</Link>
      </h2>
      <HomeCarousel
        label="Most read"
        perScreen={perScreen}
        slides={articles.map((a, i) => (
          <article key={a.id} className="home-mostread__item">
            <span className="home-mostread__n" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <p className="mag-kicker">{a.categoryLabel || a.channel}</p>
              <h3 className="home-mostread__title">
                <Link to={a.url}>
                  <Html html={a.hedFormatted || a.titleFormatted} />
                </Link>
              </h3>
            </div>
            {a.primaryImage ? (
              <Link to={a.url} className="home-mostread__media" tabIndex={-1} aria-hidden="true">
                <ArticleImage image={a.primaryImage} crop="square" width={128} sizes="64px" eager alt="" />
              </Link>
            ) : null}
          </article>
        ))}
      />
    </section>
  );
}
