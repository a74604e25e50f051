import { data } from "react-router";
import { ArticleBody } from "#app/components/magazine/ArticleBody";
import { ArticleFigure } from "#app/components/magazine/ArticleFigure";
import { DateLine } from "#app/components/magazine/DateLine";
import { Html } from "#app/components/magazine/Html";
import { PaywallBar } from "#app/components/magazine/PaywallBar";
import { PaywallWall } from "#app/components/magazine/PaywallWall";
import { PickFacts } from "#app/components/magazine/PickFacts";
import { PodcastAudio } from "#app/components/magazine/PodcastAudio";
import { PopupAd } from "#app/components/magazine/PopupAd";
import { RelatedArticles } from "#app/components/magazine/RelatedArticles";
import { ShareTools } from "#app/components/magazine/ShareTools";
import { VideoPlaceholder } from "#app/components/magazine/VideoPlaceholder";
import { VideoTagLinks } from "#app/components/magazine/VideoTagLinks";
import { Link } from "#app/components/navigation/Link";
import { RoomViews } from "#app/components/viewingRooms/RoomViews";
import { articleMeta } from "#app/lib/articleMeta";
import { pageTitle } from "#app/lib/meta";
import { stylesheet } from "#app/lib/stylesheet";
import magazineCss from "#app/styles/magazine.css?url";
import { channelLabel, VIEWING_ROOM_TYPE } from "#machines/rules/magazine/magazine";
import { appContext, isSharedRender } from "#workers/context";
import { magazineContext } from "#workers/services/magazine/magazineService";
import { isMeteredArticle, meterOfView, UNMETERED } from "#workers/services/magazine/meter";
import { ARTICLE_ID_HEADER, METER_VARIANT_HEADER, meterVariant } from "#workers/services/magazine/meterVariant";
import { htmlToText } from "#workers/text/sanitize";
import type { Route } from "./+types/article";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss)];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const magazine = context.get(magazineContext);
  const url = `/${params.channel}/${params.article}`;
  const article = await magazine.article(url);
  if (!article) throw data(null, { status: 404 });
  // The paywall is decided here, on the server: a walled article never carries its body.
  const metered = isMeteredArticle(article);
  const meter = metered ? await meterOfView(request, app, article.id) : UNMETERED;
  const walled = meter.decision.access === "wall";
  const [related, contributors, audio, issue, tout] = await Promise.all([
    magazine.related(article),
    magazine.contributors(article.id),
    article.hasPodcast && !walled ? magazine.podcast(article.id) : Promise.resolve([]),
    meter.decision.access === "free" ? magazine.currentIssue() : Promise.resolve(null),
    walled ? Promise.resolve(null) : magazine.ad({ kind: "display", sizes: ["tout"], section: article.channel }),
  ]);
  // An unmetered page (a viewing room) is the same for every visitor: public, kept at the edge as one page.
  const personal = app.viewer !== null && !isSharedRender(app);
  const headers = new Headers(metered || personal ? { "Cache-Control": "private, no-store", Vary: "Cookie" } : {});
  if (meter.setCookie) headers.append("Set-Cookie", meter.setCookie);
  // A visitor's page, or a kind of reader's shared page, differs from another's only by the
  // meter's outcome: the edge cache keeps it per outcome.
  if (!personal && metered) {
    headers.set(METER_VARIANT_HEADER, meterVariant(meter.decision));
    headers.set(ARTICLE_ID_HEADER, String(article.id));
  }
  return data(
    {
      article: walled ? { ...article, bodyFormatted: "", leadFormatted: "", writerFormatted: "" } : article,
      walled,
      remaining: meter.decision.access === "free" ? meter.decision.remaining : null,
      issue,
      tout,
      related,
      contributors,
      audio,
      canonical: `${app.config.baseUrl}${article.url}`,
      description: htmlToText(article.dekFormatted) || article.bodyExcerpt,
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle("Page not found") }];
  return articleMeta(loaderData);
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, contributors, audio, walled, remaining, issue, tout, canonical } = loaderData;
  return (
    <div className="page mag-page mag-article" data-article-id={article.id}>
      {remaining !== null ? <PaywallBar remaining={remaining} issue={issue} /> : null}
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
          {article.subtitleFormatted ? (
            <Html as="p" className="mag-article__subtitle" html={article.subtitleFormatted} />
          ) : null}
          {article.dekFormatted ? <Html as="p" className="mag-article__dek" html={article.dekFormatted} /> : null}
          <div className="mag-article__meta">
            {article.bylineFormatted ? <Html as="p" className="mag-byline" html={article.bylineFormatted} /> : null}
            <DateLine iso={article.published} text={article.publishedText} />
            {article.issueTitle && article.issuePath ? (
              <p className="mag-article__issue">
                From the <Link to={article.issuePath}>{article.issueTitle}</Link> issue
              </p>
            ) : null}
          </div>
          <ShareTools url={canonical} title={article.title} />
          {article.type === VIEWING_ROOM_TYPE ? <RoomViews roomUrl={article.url} /> : null}
        </header>
        {article.video ? (
          <>
            <VideoPlaceholder video={article.video} image={article.primaryImage} title={article.title} />
            <VideoTagLinks tags={Object.entries(article.videoTags).map(([tag, label]) => ({ tag, label }))} />
          </>
        ) : article.primaryImage ? (
          <ArticleFigure articleId={article.id} title={article.title} image={article.primaryImage} />
        ) : null}
        {article.pick ? <PickFacts pick={article.pick} /> : null}
        {audio.length > 0 ? <PodcastAudio sources={audio} /> : null}
        {walled ? (
          <PaywallWall />
        ) : (
          <>
            {article.leadFormatted ? (
              <Html as="div" className="mag-article__lead" html={article.leadFormatted} />
            ) : null}
            <ArticleBody html={article.bodyFormatted} tout={tout} />
            {article.writerFormatted ? (
              <Html as="p" className="mag-article__writer" html={article.writerFormatted} />
            ) : null}
          </>
        )}
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
      <PopupAd section={article.channel} />
    </div>
  );
}
