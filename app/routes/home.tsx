import { Link } from "react-router";
import {
  formatDate,
  formatRunDates,
  MORE_NEWS_LABEL,
  MOST_READ_PAGE_SIZE,
  VIDEO_TYPE,
} from "../../machines/rules/magazine";
import { listArticles, listFlaggedArticles } from "../../workers/db/articles";
import { listMustSeeTeaser } from "../../workers/db/guide-teaser";
import { getCurrentIssue } from "../../workers/db/issues";
import { SITE_NAME, pageTitle } from "../lib/meta";
import { appContext } from "../../workers/context";
import { ArticleImage } from "../components/magazine/ArticleImage";
import { ArticleTile } from "../components/magazine/ArticleTile";
import { Byline } from "../components/magazine/Byline";
import { DateLine } from "../components/magazine/DateLine";
import { Html } from "../components/magazine/Html";
import { IssueCover } from "../components/magazine/IssueCover";
import magazineCss from "../styles/magazine.css?url";
import type { Route } from "./+types/home";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: magazineCss }];

/** Long-form kinds that can lead the front page (news, picks and video have their own rows). */
const FEATURE_TYPES = ["words", "interview", "diary", "slant", "museums", "print", "passages"] as const;
const NEWS_COLUMN_SIZE = 8;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [features, news, mostRead, videos, guide, issue] = await Promise.all([
    listArticles(db, { typeNames: FEATURE_TYPES }, { page: 1, pageSize: 40 }),
    listArticles(db, { category: "news" }, { page: 1, pageSize: NEWS_COLUMN_SIZE }),
    listFlaggedArticles(db, "most_read", { page: 1, pageSize: MOST_READ_PAGE_SIZE }),
    listArticles(db, { type: VIDEO_TYPE }, { page: 1, pageSize: 3 }),
    listMustSeeTeaser(db, 4),
    getCurrentIssue(db),
  ]);
  const issueArticles = issue
    ? (await listArticles(db, { issueId: issue.id }, { page: 1, pageSize: 3, order: "oldest" }))._embedded.items
    : [];
  // The lead is the newest print feature with an image, else any feature with one; the rest fill the row.
  const withImage = features._embedded.items.filter((a) => a.primaryImage && a.categoryLabel !== "Top Ten");
  const lead = withImage.find((a) => a.typeName === "print") ?? withImage[0] ?? features._embedded.items[0] ?? null;
  // One feature per channel keeps the row varied (not four obituaries in a row).
  const seen = new Set<string>([lead?.channel ?? ""]);
  const rest = features._embedded.items.filter((a) => {
    if (a.id === lead?.id || seen.has(a.channel) || !a.primaryImage) return false;
    seen.add(a.channel);
    return true;
  }).slice(0, 4);
  return {
    lead,
    features: rest,
    news: news._embedded.items,
    mostRead: mostRead._embedded.items,
    videos: videos._embedded.items,
    guide,
    issue,
    issueArticles,
  };
}

export function meta() {
  return [
    { title: pageTitle() },
    { name: "description", content: `${SITE_NAME}: criticism, news, video and the city art guide.` },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lead, features, news, mostRead, videos, guide, issue, issueArticles } = loaderData;
  return (
    <div className="page mag-page mag-home">
      <h1 className="visually-hidden">{SITE_NAME}</h1>
      <div className="mag-home__top">
        {lead ? (
          <article className="mag-lead" data-testid="lead-story">
            {lead.primaryImage ? (
              <Link to={lead.url} className="mag-lead__media" tabIndex={-1} aria-hidden="true">
                <ArticleImage image={lead.primaryImage} crop="landscape" width={1200} sizes="(max-width: 840px) 100vw, 66vw" eager alt="" />
              </Link>
            ) : null}
            <p className="mag-kicker">{lead.categoryLabel || lead.channel}</p>
            <h2 className="mag-lead__title">
              <Link to={lead.url}>
                <Html html={lead.hedFormatted || lead.titleFormatted} />
              </Link>
            </h2>
            {lead.dekFormatted ? <Html as="p" className="mag-lead__dek" html={lead.dekFormatted} /> : null}
            {lead.bodyExcerpt ? <p className="mag-lead__excerpt">{lead.bodyExcerpt}</p> : null}
            <Byline article={lead} />
          </article>
        ) : null}
        <aside className="mag-newscol" aria-labelledby="home-news">
          <h2 id="home-news" className="mag-section-label">
            <Link to="/news">News</Link>
          </h2>
          <ol className="mag-newscol__list" data-testid="news-column">
            {news.map((a) => (
              <li key={a.id} className="mag-newscol__item">
                <DateLine iso={a.published} withTime className="mag-date mag-date--small" />
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
      </div>

      {features.length > 0 ? (
        <section className="mag-home__section" aria-labelledby="home-features">
          <h2 id="home-features" className="mag-section-label">
            Features
          </h2>
          <ul className="mag-row">
            {features.map((a) => (
              <li key={a.id} className="mag-row__item">
                <ArticleTile article={a} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mag-home__split">
        {mostRead.length > 0 ? (
          <section className="mag-mostread" aria-labelledby="home-most-read">
            <h2 id="home-most-read" className="mag-section-label">
              <Link to="/news">Most Read</Link>
            </h2>
            <ol className="mag-mostread__list">
              {mostRead.map((a, i) => (
                <li key={a.id} className="mag-mostread__item">
                  <span className="mag-mostread__n" aria-hidden="true">
                    {i + 1}
                  </span>
                  <Link to={a.url}>
                    <Html html={a.hedFormatted || a.titleFormatted} />
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        {issue ? (
          <section className="mag-home-issue" aria-labelledby="home-issue">
            <h2 id="home-issue" className="mag-section-label">
              <Link to={issue.path}>In Print</Link>
            </h2>
            <div className="mag-home-issue__body">
              <Link to={issue.path} className="mag-home-issue__cover">
                <IssueCover issue={issue} width={220} />
              </Link>
              <div>
                <p className="mag-home-issue__title">
                  <Link to={issue.path}>{issue.title}</Link>
                </p>
                {issueArticles.length > 0 ? (
                  <>
                    <p className="mag-kicker">Highlights from the issue</p>
                    <ul className="mag-home-issue__list">
                      {issueArticles.map((a) => (
                        <li key={a.id}>
                          <Link to={a.url}>
                            <Html html={a.hedFormatted || a.titleFormatted} />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <p className="mag-home-issue__links">
                  <Link to="/subscribe" className="mag-button">
                    Subscribe
                  </Link>
                  <Link to="/print/archive" className="mag-arrow-link">
                    Back issues
                  </Link>
                </p>
              </div>
            </div>
          </section>
        ) : null}
      </div>

      {guide.length > 0 ? (
        <section className="mag-home__section" aria-labelledby="home-guide">
          <h2 id="home-guide" className="mag-section-label">
            <Link to="/artguide/mustsee">From the guide: Must See</Link>
          </h2>
          <ul className="mag-row" data-testid="guide-teaser">
            {guide.map((e) => (
              <li key={e.id} className="mag-row__item mag-guide-card">
                {e.image ? <ArticleImage image={e.image} crop="square" width={400} sizes="(max-width: 840px) 50vw, 25vw" alt="" /> : null}
                <p className="mag-kicker">
                  <Link to={e.placePath}>{e.place}</Link>
                </p>
                {e.artists ? <p className="mag-guide-card__artists">{e.artists}</p> : null}
                <p className="mag-guide-card__title">{e.title}</p>
                <p className="mag-guide-card__venue">
                  <Link to={e.venuePath}>{e.venueName}</Link>
                </p>
                <p className="mag-date mag-date--small">{e.dateOverride || formatRunDates(e.showStart, e.showEnd)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {videos.length > 0 ? (
        <section className="mag-home__section mag-home__video" aria-labelledby="home-video">
          <h2 id="home-video" className="mag-section-label">
            <Link to="/video">Video</Link>
          </h2>
          <ul className="mag-row mag-row--three">
            {videos.map((a) => (
              <li key={a.id} className="mag-row__item">
                {a.primaryImage ? (
                  <Link to={a.url} className="mag-card__media" tabIndex={-1} aria-hidden="true">
                    <ArticleImage image={a.primaryImage} crop="landscape" width={600} sizes="(max-width: 840px) 100vw, 33vw" alt="" />
                    <span className="mag-card__play">Play</span>
                  </Link>
                ) : null}
                <h3 className="mag-row__title">
                  <Link to={a.url}>
                    <Html html={a.hedFormatted || a.titleFormatted} />
                  </Link>
                </h3>
                <p className="mag-date mag-date--small">{formatDate(a.published)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
