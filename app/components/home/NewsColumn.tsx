import { DateLine } from "#app/components/magazine/DateLine";
import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import { MORE_NEWS_LABEL } from "#machines/rules/magazine/magazine";
import type { NewsHeadline } from "#machines/rules/magazine/teaserTypes";

/** Front-page news: the news with the news ad at position 2, server-rendered. */
export function NewsColumn({ items }: { items: NewsHeadline[] }) {
  if (items.length === 0) return null;
  return (
    <aside className="mag-newscol home-news" aria-labelledby="home-news">
      <h2 id="home-news" className="home-label">
        <Link to="/news">News</Link>
      </h2>
      <ol className="mag-newscol__list" data-testid="news-column">
        {items.map((a) => (
          <li
            key={a.id}
            className={`mag-newscol__item${a.category === "news_ads" ? " home-news__ad" : ""}`}
            data-testid={a.category === "news_ads" ? "news-ad" : undefined}
          >
            {a.category === "news_ads" ? (
              <p className="mag-kicker">Sponsored{a.sponsorName ? ` · ${a.sponsorName}` : ""}</p>
            ) : (
              <DateLine iso={a.published} text={a.publishedTimeText} className="mag-date mag-date--small" />
            )}
            <Link to={a.url} className="mag-newscol__title">
              <Html html={a.hedFormatted || a.titleFormatted} />
            </Link>
          </li>
        ))}
      </ol>
      <Link to="/news" className="mag-arrow-link">
        {MORE_NEWS_LABEL}
      </Link>
    </aside>
  );
}
