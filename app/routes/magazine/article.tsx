import { data, Link } from "react-router";
import {
  channelLabel,
} from "../../../machines/rules/magazine";
import { getArticleByUrl, listRelatedArticles } from "../../../workers/db/articles";
import { listArticleContributors } from "../../../workers/db/contributors";
import { listPodcastSources } from "../../../workers/db/podcasts";
import { pageTitle } from "../../lib/meta";
import { appContext } from "../../../workers/context";
import { htmlToText } from "../../../workers/services/sanitize";
import { ArticleImage } from "../../components/magazine/ArticleImage";
import { DateLine } from "../../components/magazine/DateLine";
import { Html } from "../../components/magazine/Html";
import { RelatedArticles } from "../../components/magazine/RelatedArticles";
import { VideoPlaceholder } from "../../components/magazine/VideoPlaceholder";
import magazineCss from "../../styles/magazine.css?url";
import type { Route } from "./+types/article";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: magazineCss }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const article = await getArticleByUrl(db, `/${params.channel}/${params.article}`);
  if (!article) throw data(null, { status: 404 });
  const [related, contributors, audio] = await Promise.all([
    listRelatedArticles(db, article),
    listArticleContributors(db, article.id),
    article.hasPodcast ? listPodcastSources(db, article.id) : Promise.resolve([]),
  ]);
  return {
    article,
    related,
    contributors,
    audio,
    canonical: `${config.baseUrl}${article.url}`,
    description: htmlToText(article.dekFormatted) || article.bodyExcerpt,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Page not found") }];
  const { article, canonical, description } = loaderData;
  const image = article.primaryImage?.path_large;
  return [
    { title: pageTitle(article.title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "article" },
    { property: "og:title", content: article.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { property: "article:published_time", content: article.published },
  ];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, contributors, audio } = loaderData;
  const image = article.primaryImage;
  return (
    <div className="page mag-page mag-article" data-article-id={article.id}>
      <article>
        <header className="mag-article__header">
          <p className="mag-label">
            <Link to={article.channelPath} className="mag-article__channel" data-testid="channel-link">
              {article.categoryLabel || channelLabel(article.channel)}
            </Link>
            {article.isSponsoredContent ? <span className="mag-badge">Sponsored</span> : null}
          </p>
          <h1 className="mag-article__title">
            <Html html={article.hedFormatted || article.titleFormatted} />
          </h1>
          {article.subtitleFormatted ? <Html as="p" className="mag-article__subtitle" html={article.subtitleFormatted} /> : null}
          {article.dekFormatted ? <Html as="p" className="mag-article__dek" html={article.dekFormatted} /> : null}
          <div className="mag-article__meta">
            {article.bylineFormatted ? <Html as="p" className="mag-byline" html={article.bylineFormatted} /> : null}
            <DateLine iso={article.published} />
            {article.issueTitle && article.issuePath ? (
              <p className="mag-article__issue">
                From the <Link to={article.issuePath}>{article.issueTitle}</Link> issue
              </p>
            ) : null}
          </div>
        </header>
        {article.video ? (
          <VideoPlaceholder video={article.video} image={image} title={article.title} />
        ) : image ? (
          <figure className="mag-article__figure">
            <ArticleImage image={image} crop="original" width={1200} sizes="(max-width: 840px) 100vw, 1200px" eager />
            {image.captionFormatted ? <Html as="figcaption" className="mag-caption" html={image.captionFormatted} /> : null}
          </figure>
        ) : null}
        {article.pick ? (
          <dl className="mag-pick-facts">
            {article.pick.locationName ? (
              <>
                <dt>Venue</dt>
                <dd>{article.pick.locationOverride || article.pick.locationName}</dd>
              </>
            ) : null}
            {article.pick.locationAddress ? (
              <>
                <dt>Address</dt>
                <dd>{article.pick.locationAddress}</dd>
              </>
            ) : null}
            {article.pick.runDates ? (
              <>
                <dt>On view</dt>
                <dd>{article.pick.runDates}</dd>
              </>
            ) : null}
            {article.pick.curatedBy ? (
              <>
                <dt>Curated by</dt>
                <dd>{article.pick.curatedBy}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {audio.length > 0 ? (
          <section className="mag-audio" aria-label="Listen">
            {audio.map((source) => (
              <figure key={source.url} className="mag-audio__item">
                <figcaption className="mag-label">{source.name}</figcaption>
                {/* Plain controls until the podcast player arrives; they work without JavaScript. */}
                <audio controls preload="none" src={source.url} />
              </figure>
            ))}
          </section>
        ) : null}
        {article.leadFormatted ? <Html as="div" className="mag-article__lead" html={article.leadFormatted} /> : null}
        <Html as="div" className="mag-article__body mag-prose" html={article.bodyFormatted} />
        {article.writerFormatted ? <Html as="p" className="mag-article__writer" html={article.writerFormatted} /> : null}
        {contributors.length > 0 ? (
          <footer className="mag-article__contributors">
            <p className="mag-label">Contributors</p>
            <ul>
              {contributors.map((c) => (
                <li key={c.id}>
                  <Link to={c.url}>{c.name}</Link>
                  {c.bio ? <span className="mag-article__bio"> — {c.bio}</span> : null}
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
      <RelatedArticles articles={related} />
    </div>
  );
}
